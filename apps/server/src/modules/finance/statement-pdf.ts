import { formatDate, formatDateTime, formatPesos } from '@auditorias/domain/format/locale';
import type { AccountStatement } from '@auditorias/domain/schemas/finance';
import {
  drawCompanyHeader,
  drawLabeledRows,
  drawPageFooters,
  drawTitle,
  PDF_STYLE,
  startPdf,
} from '../../lib/pdf-kit';

/** One delivered audit of a statement export (amounts in pesos). */
export interface StatementRow {
  id: number;
  titulo: string;
  sucursal: string | null;
  fecha: string;
  fechaEntrega: string | null;
  estado: string;
  /** PENDIENTE, FACTURADA, PAGADA or 'Incluida en el abono'. */
  estadoPago: string;
  valor: number;
  cobrado: number;
  saldo: number;
}

const { MARGIN, INK, MUTED, ACCENT } = PDF_STYLE;

/** A client's account statement as a PDF (A4) under the company header of the client reports. */
export function renderStatementPdf(input: {
  empresa: { nombre: string; email: string; telefono: string; direccion: string };
  statement: AccountStatement;
  rows: readonly StatementRow[];
}): Promise<Buffer> {
  const { statement, rows, empresa } = input;
  const cliente = statement.cliente?.nombre ?? 'Cliente';
  const { doc, done, width } = startPdf({ Title: `Estado de cuenta - ${cliente}`, Author: empresa.nombre });
  drawCompanyHeader(doc, empresa, width);

  const cuit = statement.cliente?.cuit ? `CUIT ${statement.cliente.cuit} · ` : '';
  drawTitle(doc, `Estado de cuenta: ${cliente}`, `${cuit}Generado el ${formatDateTime(new Date())}`, width);

  const e = statement.estadoCuenta;
  const totals: Array<[string, string]> = [
    ['Total facturado', formatPesos(e.deudaTotal ?? 0)],
    ['Total pagado', formatPesos(e.totalPagado ?? 0)],
    ['Saldo pendiente', formatPesos(e.saldoPendiente ?? 0)],
    ['Estado', e.estadoDeuda ?? ''],
    ['Auditorías entregadas', String(e.auditoriasCompletadas ?? rows.length)],
  ];
  drawLabeledRows(doc, totals, width);

  // The audits table.
  const cols = [
    { title: 'N°', w: 40, align: 'left' as const },
    { title: 'Entrega', w: 62, align: 'left' as const },
    { title: 'Título', w: 163, align: 'left' as const },
    { title: 'Estado de pago', w: 95, align: 'left' as const },
    { title: 'Valor', w: 65, align: 'right' as const },
    { title: 'Saldo', w: 70, align: 'right' as const },
  ];
  const header = () => {
    doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(9);
    let x = MARGIN;
    const y = doc.y;
    for (const c of cols) {
      doc.text(c.title, x, y, { width: c.w - 4, align: c.align, lineBreak: false });
      x += c.w;
    }
    doc.y = y + 14;
  };
  doc.moveDown(0.8);
  doc
    .fillColor(ACCENT)
    .font('Helvetica-Bold')
    .fontSize(12)
    .text('Auditorías entregadas', MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  if (rows.length === 0) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(10).text('No hay auditorías entregadas.', { width });
  } else header();
  for (const r of rows) {
    if (doc.y > doc.page.height - MARGIN - 40) {
      doc.addPage();
      header();
    }
    const cells = [
      String(r.id),
      r.fechaEntrega ? formatDate(r.fechaEntrega) : '',
      r.titulo,
      r.estadoPago,
      formatPesos(r.valor),
      formatPesos(r.saldo),
    ];
    const y = doc.y;
    let x = MARGIN;
    doc.fillColor(INK).font('Helvetica').fontSize(8.5);
    cols.forEach((c, i) => {
      doc.text(cells[i] ?? '', x, y, {
        width: c.w - 4,
        align: c.align,
        height: 11,
        ellipsis: true,
        lineBreak: false,
      });
      x += c.w;
    });
    doc.y = y + 13;
  }

  if (statement.ultimosPagos.length > 0) {
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    doc.moveDown(0.8);
    doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(12).text('Últimos pagos', MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    for (const p of statement.ultimosPagos) {
      doc
        .fillColor(INK)
        .font('Helvetica')
        .fontSize(9)
        .text(
          `${formatDate(`${p.fecha}T12:00:00Z`)}  ·  ${formatPesos(p.monto)}  ·  ${p.concepto}${p.esParcial ? ' (parcial)' : ''}`,
          MARGIN,
          doc.y,
          { width },
        );
    }
  }

  drawPageFooters(doc, `${empresa.nombre} · Estado de cuenta de ${cliente}`, width);
  doc.end();
  return done;
}
