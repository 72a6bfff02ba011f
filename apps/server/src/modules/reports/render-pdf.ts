import type { ReportModel } from '@auditorias/domain/reports/report-model';
import {
  drawCompanyHeader,
  drawLabeledRows,
  drawPageFooters,
  drawTitle,
  PDF_STYLE,
  startPdf,
} from '../../lib/pdf-kit';

const { MARGIN, INK, MUTED, ACCENT } = PDF_STYLE;

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
