import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { csvTable as csvOf, type Table, xlsxTable as xlsxOf } from './table-files';

export { column, type Table } from './table-files';

/** The CSV of a download: UTF-8 with a byte order mark, the first line the Spanish headers. */
export function csvTable(res: LightMyRequestResponse): Table {
  return csvOf(res.rawPayload);
}

/** The first worksheet of an XLSX download, each cell as the text the CSV has for it. */
export function xlsxTable(res: LightMyRequestResponse): Promise<Table> {
  return xlsxOf(res.rawPayload);
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
