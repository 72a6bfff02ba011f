import type { ReportModel } from '@auditorias/domain/reports/report-model';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

const hex = (c: string) => c.replace('#', '').toUpperCase();

/** The report as a Word document (.docx) with the same content as the PDF. */
export async function renderDocx(model: ReportModel): Promise<Buffer> {
  const text = (s: string, opts: { bold?: boolean; color?: string; italics?: boolean; size?: number } = {}) =>
    new TextRun({ text: s, ...opts });
  const section = (title: string, body: string | null) =>
    body
      ? [
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: [text(title)] }),
          ...body.split('\n').map((l) => new Paragraph({ children: [text(l)] })),
        ]
      : [];
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: model.filas.map(
      ([k, v]) =>
        new TableRow({
          children: [
            new TableCell({
              width: { size: 30, type: WidthType.PERCENTAGE },
              children: [new Paragraph({ children: [text(k, { bold: true, color: '6B7280' })] })],
            }),
            new TableCell({ children: [new Paragraph({ children: [text(v)] })] }),
          ],
        }),
    ),
  });
  const events = model.eventos.flatMap((e) => [
    new Paragraph({
      spacing: { before: 200 },
      border: { left: { style: BorderStyle.SINGLE, size: 24, color: hex(e.color), space: 6 } },
      children: [
        text(`Evento ${e.numero} · ${e.timestamp}   `, { bold: true }),
        text(e.tipo, { bold: true, color: hex(e.color) }),
      ],
    }),
    new Paragraph({ children: [text(e.descripcion || '—')] }),
    ...(e.observaciones
      ? [
          new Paragraph({
            children: [text(`Observaciones: ${e.observaciones}`, { italics: true, color: '6B7280' })],
          }),
        ]
      : []),
    ...e.imagenes.map(
      (img) =>
        new Paragraph({
          children: [
            new ImageRun({
              type: img.mime === 'image/png' ? 'png' : 'jpg',
              data: Buffer.from(img.data),
              transformation: { width: 300, height: 200 },
            }),
          ],
        }),
    ),
  ]);
  const doc = new Document({
    creator: model.empresa.nombre,
    title: model.titulo,
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  text(`${model.empresa.nombre} · Auditoría N° ${model.numero} · Página `, {
                    size: 16,
                    color: '6B7280',
                  }),
                  new TextRun({ children: [PageNumber.CURRENT], size: 16, color: '6B7280' }),
                  text(' de ', { size: 16, color: '6B7280' }),
                  new TextRun({ children: [PageNumber.TOTAL_PAGES], size: 16, color: '6B7280' }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: '1C64F2' },
            children: [text(model.empresa.nombre, { bold: true, color: 'FFFFFF', size: 32 })],
          }),
          new Paragraph({
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: '1C64F2' },
            children: [
              text(`${model.empresa.direccion} · ${model.empresa.telefono} · ${model.empresa.email}`, {
                color: 'FFFFFF',
                size: 18,
              }),
            ],
          }),
          new Paragraph({
            heading: HeadingLevel.TITLE,
            spacing: { before: 300 },
            children: [text(model.titulo)],
          }),
          new Paragraph({
            children: [text(`Informe generado el ${model.generado}`, { color: '6B7280', size: 18 })],
          }),
          table,
          ...section('Descripción', model.descripcion),
          ...section('Observaciones iniciales', model.observacionesIniciales),
          ...section('Información adicional', model.sucursalDetails),
          new Paragraph({
            heading: HeadingLevel.HEADING_2,
            children: [text(`Eventos (${model.eventos.length})`)],
          }),
          ...(events.length > 0
            ? events
            : [new Paragraph({ children: [text('No se registraron eventos.')] })]),
          ...section('Canales de visión utilizados', model.canalesVision),
          ...section('Observaciones finales', model.observacionesFinales),
          ...section('Observaciones del supervisor', model.observacionesSupervisor),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
