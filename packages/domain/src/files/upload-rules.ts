/** Which files each upload accepts (spec: contract, procedure file and audit attachments). */
export const UPLOAD_KINDS = {
  contrato: ['pdf', 'doc', 'docx', 'jpg', 'png'],
  procedimiento: ['pdf', 'doc', 'docx', 'txt', 'jpg', 'png'],
  adjunto: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png', 'zip', 'rar'],
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** What the content really is, by extension of the name: the sniffed types that may stand behind it. */
const CONTENT_FOR_EXTENSION: Record<string, { sniffed: readonly string[]; mime: string }> = {
  pdf: { sniffed: ['pdf'], mime: 'application/pdf' },
  doc: { sniffed: ['cfb'], mime: 'application/msword' },
  docx: {
    sniffed: ['docx', 'zip'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xls: { sniffed: ['cfb'], mime: 'application/vnd.ms-excel' },
  xlsx: {
    sniffed: ['xlsx', 'zip'],
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  jpg: { sniffed: ['jpg'], mime: 'image/jpeg' },
  jpeg: { sniffed: ['jpg'], mime: 'image/jpeg' },
  png: { sniffed: ['png'], mime: 'image/png' },
  zip: { sniffed: ['zip'], mime: 'application/zip' },
  rar: { sniffed: ['rar'], mime: 'application/vnd.rar' },
  txt: { sniffed: [], mime: 'text/plain; charset=utf-8' },
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Accepts a file when its extension is allowed for the kind and its content is what the extension says
 * (a text file must have no binary signature and no NUL bytes). Answers the MIME type to serve it with.
 */
export function checkUpload(
  allowed: readonly string[],
  fileName: string,
  sniffedExt: string | undefined,
  isPlainText: boolean,
): { mime: string } | { problema: string } {
  const ext = extensionOf(fileName);
  const rule = CONTENT_FOR_EXTENSION[ext];
  if (!allowed.includes(ext) || !rule) {
    return { problema: `Tipo de archivo no permitido. Formatos aceptados: ${allowed.join(', ')}` };
  }
  const matches =
    rule.sniffed.length === 0
      ? sniffedExt === undefined && isPlainText
      : rule.sniffed.includes(sniffedExt ?? '');
  if (!matches) return { problema: `El contenido del archivo no corresponde a un .${ext}` };
  return { mime: rule.mime };
}

/** A safe name to offer in downloads: no path, no control characters. */
export function safeDownloadName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? 'archivo';
  const cleaned = [...base]
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f && ch !== '"';
    })
    .join('')
    .trim();
  return cleaned.length > 0 ? cleaned.slice(0, 200) : 'archivo';
}

/** The sniffed types that are zip archives inside (a .docx or .xlsx too): opened and measured before storing. */
export const ARCHIVE_TYPES: readonly string[] = ['zip', 'docx', 'xlsx'];

/**
 * How far an uploaded archive may expand when opened (its entries, and archives inside it, summed): at most
 * 100 times its own size, always at least 16 MB and never over 256 MB. A file over that is a decompression bomb
 * for whoever opens it; one that cannot be read whole is refused too.
 */
export const ARCHIVE_LIMITS = {
  ratio: 100,
  floorBytes: 16 * 1024 * 1024,
  ceilingBytes: 256 * 1024 * 1024,
  maxEntries: 10_000,
  maxDepth: 3,
} as const;

export function archiveExpansionLimit(archiveBytes: number): number {
  return Math.min(
    ARCHIVE_LIMITS.ceilingBytes,
    Math.max(ARCHIVE_LIMITS.floorBytes, archiveBytes * ARCHIVE_LIMITS.ratio),
  );
}

export const UPLOAD_MSG = {
  empty: 'El archivo está vacío',
  archiveExpands: 'El archivo comprimido se expande demasiado al abrirlo (posible bomba de descompresión)',
  archiveDamaged: 'El archivo comprimido está dañado o no se puede leer',
} as const;
