import type { ReportModel } from '@auditorias/domain/reports/report-model';
import PDFDocument from 'pdfkit';

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

/** The report as a PDF (A4), made on the server without a browser. */
export function renderPdf(model: ReportModel): Promise<Buffer> {
  const { doc, done, width } = startPdf({ Title: model.titulo, Author: model.empresa.nombre });
  drawCompanyHeader(doc, model.empresa, width);

  drawTitle(doc, model.titulo, `Informe generado el ${model.generado}`, width);

  // Data table.
  drawLabeledRows(doc, model.filas, width);

  const section = (title: string, body: string | null) => {
    if (!body) return;
    doc.moveDown(0.8);
    doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(12).text(title, MARGIN, doc.y, { width });
    doc.moveDown(0.2);
    doc.fillColor(INK).font('Helvetica').fontSize(10).text(body, { width, align: 'justify' });
  };
  section('Descripción', model.descripcion);
  section('Observaciones iniciales', model.observacionesIniciales);
  section('Información adicional', model.sucursalDetails);

  doc.moveDown(0.8);
  doc
    .fillColor(ACCENT)
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`Eventos (${model.eventos.length})`, MARGIN, doc.y, { width });
  if (model.eventos.length === 0) {
    doc
      .moveDown(0.2)
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(10)
      .text('No se registraron eventos.', { width });
  }
  for (const e of model.eventos) {
    // Keep an event's heading with its text and first image row.
    const needed = e.imagenes.length > 0 ? 260 : 90;
    if (doc.y > doc.page.height - MARGIN - needed) doc.addPage();
    doc.moveDown(0.5);
    const top = doc.y;
    doc.rect(MARGIN, top, 4, 14).fill(e.color);
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`Evento ${e.numero}  ·  ${e.timestamp}`, MARGIN + 10, top, { continued: true })
      .fillColor(e.color)
      .text(`   ${e.tipo}`);
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(10)
      .text(e.descripcion || '—', MARGIN + 10, doc.y, { width: width - 10 });
    if (e.observaciones) {
      doc
        .fillColor(MUTED)
        .font('Helvetica-Oblique')
        .fontSize(9)
        .text(`Observaciones: ${e.observaciones}`, MARGIN + 10, doc.y, { width: width - 10 });
    }
    let x = MARGIN + 10;
    for (const img of e.imagenes) {
      if (x + 240 > MARGIN + width) {
        x = MARGIN + 10;
        doc.y += 165;
      }
      if (doc.y > doc.page.height - 220) {
        doc.addPage();
        x = MARGIN + 10;
      }
      try {
        doc.image(Buffer.from(img.data), x, doc.y + 6, { fit: [240, 160] });
      } catch {
        doc
          .fillColor(MUTED)
          .fontSize(8)
          .text(`(imagen ${img.name} no disponible)`, x, doc.y + 6);
      }
      x += 250;
    }
    if (e.imagenes.length > 0) doc.y += 172;
  }

  section('Canales de visión utilizados', model.canalesVision);
  section('Observaciones finales', model.observacionesFinales);
  section('Observaciones del supervisor', model.observacionesSupervisor);

  // Footer with page numbers.
  drawPageFooters(doc, `${model.empresa.nombre} · Auditoría N° ${model.numero}`, width);
  doc.end();
  return done;
}
