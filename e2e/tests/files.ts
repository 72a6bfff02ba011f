// The downloaded list files (CSV and XLSX) as tables: one reader, shared with the API tests.
export { column, csvTable, type Table, xlsxTable } from '../../apps/server/src/test/table-files';
