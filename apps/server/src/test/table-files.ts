import ExcelJS from 'exceljs';

// Reading a downloaded list file (the export menus' CSV and XLSX) as a table of texts: used by the API tests
// (test/exports.ts, on inject answers) and by the end-to-end suite (on the browser's downloads). No vitest here.

/** A list file as its header and rows, every cell as text. */
export interface Table {
  header: string[];
  rows: string[][];
}

/** RFC 4180 CSV (what csv-stringify writes: quotes doubled inside quoted fields, CRLF or LF line ends). */
function parseCsv(text: string): string[][] {
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

/** A CSV export: UTF-8 with a byte order mark (for spreadsheet programs), the first line the Spanish headers. */
export function csvTable(file: Buffer): Table {
  const text = file.toString('utf8');
  if (!text.startsWith('\ufeff')) throw new Error('the CSV has no byte order mark');
  const [header = [], ...rows] = parseCsv(text.slice(1));
  return { header, rows };
}

/** A cell of the XLSX as the CSV writes it: dates as dd/mm/aaaa (hh:mm), numbers as they are. */
function cellText(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    const day = `${p(value.getUTCDate())}/${p(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
    return numFmt?.includes('hh') ? `${day} ${p(value.getUTCHours())}:${p(value.getUTCMinutes())}` : day;
  }
  return String(value);
}

/** An XLSX export opened with exceljs: its first worksheet, each cell as the text the CSV has for it. */
export async function xlsxTable(file: Buffer): Promise<Table> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the XLSX has no worksheet');
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
