import type { ReportModel } from '@auditorias/domain/reports/report-model';
import PDFDocument from 'pdfkit';

/**
 * The PDF kit shared by the audit reports (modules/reports/render-pdf.ts) and the account statements
 * (modules/finance/statement-pdf.ts): an A4 page buffered in memory, the company header band, the title, label and
 * value rows, and the page footers, in the same colours.
 */

const MARGIN = 50;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#1c64f2';

export const PDF_STYLE = { MARGIN, INK, MUTED, ACCENT } as const;

/** A new A4 document buffered in memory: `done` resolves with the bytes after `doc.end()`. */
export function startPdf(info: { Title: string; Author: string }) {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done, width: doc.page.width - MARGIN * 2 };
}

/** The company header band (name, then address, phone and email) at the top of the current page. */
export function drawCompanyHeader(doc: PDFKit.PDFDocument, empresa: ReportModel['empresa'], width: number) {
  doc.rect(0, 0, doc.page.width, 90).fill(ACCENT);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(18).text(empresa.nombre, MARGIN, 25, { width });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${empresa.direccion}  ·  ${empresa.telefono}  ·  ${empresa.email}`, MARGIN, 52, {
      width,
    });
  doc.moveDown(3);
  doc.y = 110;
}

/** The document's title under the header band, and its line of small print (who, when). */
export function drawTitle(doc: PDFKit.PDFDocument, title: string, note: string, width: number) {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(title, MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(note, { width });
  doc.moveDown(0.8);
}

/** Label and value rows (the report's data, a statement's totals). */
export function drawLabeledRows(
  doc: PDFKit.PDFDocument,
  rows: ReadonlyArray<readonly [string, string]>,
  width: number,
) {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text(label, MARGIN, y, { width: 140 });
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(10)
      .text(value, MARGIN + 150, y, { width: width - 150 });
    doc.moveDown(0.25);
  }
}

/** 'left text … Página i de n' at the foot of every buffered page. */
export function drawPageFooters(doc: PDFKit.PDFDocument, left: string, width: number) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 35;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(left, MARGIN, bottom, { width: width / 2, lineBreak: false })
      .text(`Página ${i - range.start + 1} de ${range.count}`, MARGIN + width / 2, bottom, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
      });
  }
}
