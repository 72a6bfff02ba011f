import type { Readable } from 'node:stream';
import { safeDownloadName } from '@auditorias/domain/files/upload-rules';
import { formatDate, formatDateTime } from '@auditorias/domain/format/locale';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { badRequest } from './errors';

/**
 * Lists as files (finance, the activity log and other lists) (docs/decisions.md, "Exportaciones"): CSV (csv-stringify) and XLSX (exceljs), Spanish
 * headers, amounts as numbers in pesos, dates of the Argentine calendar. At most EXPORT_MAX_ROWS rows: above that the
 * request is refused with a Spanish message asking for a narrower period, rather than a partial file.
 */
export const EXPORT_MAX_ROWS = 50_000;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MSG = {
  tooMany: `La exportación supera el máximo de ${EXPORT_MAX_ROWS.toLocaleString('es-AR')} filas: elegí un mes y un año para acotarla`,
} as const;

export function tooManyRows(message: string = EXPORT_MSG.tooMany): never {
  throw badRequest(message);
}

/** Column kinds: money in pesos ('$ #,##0'), a calendar day 'YYYY-MM-DD', an instant, text or a plain number. */
export type ColumnKind = 'money' | 'day' | 'instant' | 'text' | 'number';
export interface Column<T> {
  header: string;
  kind: ColumnKind;
  width?: number;
  value: (row: T) => string | number | boolean | null | undefined;
}

export interface Sheet<T> {
  /** Worksheet name (at most 31 characters). */
  name: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
}

const dayText = (day: string) => {
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

/**
 * Text a spreadsheet program would run as a formula when it opens the CSV (a cell starting with '=', '+', '-', '@',
 * a tab or a carriage return: titles, messages, file names are typed by people) keeps a leading apostrophe, so it
 * stays text. Phone numbers and signed figures ('+54 11 4555-0101') stay as they are: without letters no function
 * can be called. The XLSX needs none of this: exceljs writes strings as strings.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_FIGURE = /^[+-][\d\s().,/+-]*$/;

function textOf(kind: ColumnKind, value: string | number | boolean | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (kind === 'day') return dayText(String(value));
  if (kind === 'instant') return formatDateTime(String(value)).replace(',', '');
  if (typeof value === 'string' && FORMULA_START.test(value) && !PLAIN_FIGURE.test(value)) return `'${value}`;
  return value;
}

export function toCsv<T>(sheet: Sheet<T>): Buffer {
  const records = sheet.rows.map((row) => sheet.columns.map((c) => textOf(c.kind, c.value(row))));
  const body = stringify([sheet.columns.map((c) => c.header), ...records]);
  // A byte order mark so that spreadsheet programs read the accents as UTF-8.
  return Buffer.from(`\ufeff${body}`, 'utf8');
}

/** An Argentine wall-clock time as a spreadsheet date (spreadsheets have no time zone). */
function wallClock(kind: 'day' | 'instant', value: string): Date {
  if (kind === 'day') return new Date(`${value.slice(0, 10)}T00:00:00Z`);
  const [date, time] = formatDateTime(value).split(', ') as [string, string];
  const [d, m, y] = date.split('/').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, hh, mm));
}

export async function toXlsx<T>(sheet: Sheet<T>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Auditorías';
  book.created = new Date();
  const ws = book.addWorksheet(sheet.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns.map((c) => ({
    header: c.header,
    width: c.width ?? (c.kind === 'money' ? 14 : c.kind === 'instant' ? 17 : c.kind === 'day' ? 12 : 24),
    style:
      c.kind === 'money'
        ? { numFmt: '"$ "#,##0' }
        : c.kind === 'day'
          ? { numFmt: 'dd/mm/yyyy' }
          : c.kind === 'instant'
            ? { numFmt: 'dd/mm/yyyy hh:mm' }
            : {},
  }));
  ws.getRow(1).font = { bold: true };
  for (const row of sheet.rows) {
    ws.addRow(
      sheet.columns.map((c) => {
        const v = c.value(row);
        if (v === null || v === undefined || v === '') return null;
        if ((c.kind === 'day' || c.kind === 'instant') && typeof v === 'string') return wallClock(c.kind, v);
        if (typeof v === 'boolean') return v ? 'Sí' : 'No';
        return v;
      }),
    );
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function renderSheet<T>(format: ExportFormat, sheet: Sheet<T>): Promise<Buffer> {
  return format === 'csv' ? toCsv(sheet) : toXlsx(sheet);
}

/** A list as a file to download: the sheet rendered in the asked format, named `baseName` (without extension). */
export async function sheetFile<T>(
  format: ExportFormat,
  baseName: string,
  sheet: Sheet<T>,
): Promise<DownloadFile> {
  return { body: await renderSheet(format, sheet), format, baseName };
}

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export interface DownloadFile {
  body: Buffer;
  format: keyof typeof CONTENT_TYPES;
  /** Without extension, e.g. 'movimientos-2026-11'. */
  baseName: string;
}

/** A file of another kind to send as an attachment (a stored file, `files/send-file.ts`). */
export interface Attachment {
  /** The name it was given (sanitised when sent). */
  name: string;
  type: string;
  size: number;
  body: Buffer | Readable;
}

function attachmentOf(file: DownloadFile | Attachment): Attachment {
  if (!('format' in file)) return file;
  const { body, format, baseName } = file;
  return { name: `${baseName}.${format}`, type: CONTENT_TYPES[format], size: body.length, body };
}

/** Sends a generated or stored file as an attachment, with its sanitised name, never cached. */
export function sendDownload(reply: FastifyReply, file: DownloadFile | Attachment) {
  const { name: given, type, size, body } = attachmentOf(file);
  const name = safeDownloadName(given);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return reply
    .header('content-type', type)
    .header('content-length', String(size))
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** A slug for file names ('Demo Norte S.A.' → 'demo-norte-s-a'). */
export function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'cliente'
  );
}

export { dayText, formatDate };
