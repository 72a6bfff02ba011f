import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A downloaded list file as its header and rows. */
export interface Table {
  header: string[];
  rows: string[][];
}

/** RFC 4180 CSV (what csv-stringify writes: quotes doubled inside quoted fields, CRLF or LF line ends). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** The CSV of a download: UTF-8 with a byte order mark, the first line the Spanish headers. */
export function csvTable(res: LightMyRequestResponse): Table {
  const text = res.rawPayload.toString('utf8');
  if (!text.startsWith('\ufeff')) throw new Error('the CSV has no byte order mark');
  const [header = [], ...rows] = parseCsv(text.slice(1));
  return { header, rows };
}

/** A cell of the XLSX as text: dates as the dd/mm/aaaa (hh:mm) the CSV writes, numbers as they are. */
function cellText(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    const day = `${p(value.getUTCDate())}/${p(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
    return numFmt?.includes('hh') ? `${day} ${p(value.getUTCHours())}:${p(value.getUTCMinutes())}` : day;
  }
  return String(value);
}

/** The first worksheet of an XLSX download, each cell as the text the CSV has for it. */
export async function xlsxTable(res: LightMyRequestResponse): Promise<Table> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const width = sheet.columnCount;
  const all: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) {
      const cell = row.getCell(c);
      cells.push(cellText(cell.value, cell.numFmt));
    }
    all.push(cells);
  });
  const [header = [], ...rows] = all;
  return { header, rows };
}

/** One column of a table, by its header. */
export function column(table: Table, header: string): string[] {
  const index = table.header.indexOf(header);
  if (index < 0) throw new Error(`no column '${header}' in ${table.header.join(', ')}`);
  return table.rows.map((r) => r[index] ?? '');
}

/** Both files of a list's export, read as tables, with the two answers they came in. */
export interface Downloaded {
  csv: Table;
  xlsx: Table;
  /** The file name, without its extension. */
  name: string;
  answers: { csv: LightMyRequestResponse; xlsx: LightMyRequestResponse };
}

/**
 * Downloads a list's export as CSV and as XLSX through `get` (a GET as some user) and checks them as downloads:
 * both answered, the CSV as text/csv that no one may cache, both files under the same name.
 */
export async function downloadBoth(
  get: (url: string) => PromiseLike<LightMyRequestResponse>,
  url: string,
): Promise<Downloaded> {
  const sep = url.includes('?') ? '&' : '?';
  const csv = await get(`${url}${sep}formato=csv`);
  expect(csv.statusCode, csv.body).toBe(200);
  expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  expect(csv.headers['cache-control']).toBe('private, no-store');
  const xlsx = await get(`${url}${sep}formato=xlsx`);
  expect(xlsx.statusCode, xlsx.body).toBe(200);
  const name = /filename="([^"]+)\.csv"/.exec(String(csv.headers['content-disposition']))?.[1] ?? '';
  expect(String(xlsx.headers['content-disposition'])).toContain(`${name}.xlsx`);
  return { csv: csvTable(csv), xlsx: await xlsxTable(xlsx), name, answers: { csv, xlsx } };
}
