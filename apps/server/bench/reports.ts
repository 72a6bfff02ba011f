// Report speed: a report with 50 events and 50 images (600x400 JPEG) rendered as PDF, Word and HTML.
// `REPORT_OUT=/tmp/informe.pdf` also writes the PDF, to look at it (pdftoppm -png -r 60 /tmp/informe.pdf /tmp/pagina).
import { readFileSync, writeFileSync } from 'node:fs';
import { buildReport } from '@auditorias/domain/reports/report-model';
import { renderDocx } from '../src/modules/reports/render-docx';
import { renderHtml } from '../src/modules/reports/render-html';
import { renderPdf } from '../src/modules/reports/render-pdf';

const image = readFileSync(new URL('./fixtures/evento.jpg', import.meta.url));
const tipos = ['infraccion-menor', 'infraccion-grave', 'problema-tecnico'];
const model = buildReport(
  {
    empresa: {
      nombre: 'Vigilancia Remota Demo S.R.L.',
      email: 'informes@vigilanciademo.com.ar',
      telefono: '+54 11 5263-0000',
      direccion: 'Av. Corrientes 1234, piso 5, CABA',
    },
    titulo: 'Auditoría integral de sucursal',
    id: 1234,
    cliente: 'Demo Norte S.A.',
    sucursal: 'Sucursal Belgrano',
    direccion: 'Av. Cabildo 2040, CABA',
    prioridad: 'prioritaria',
    fechaSolicitada: '2026-11-20',
    fechaInicio: new Date('2026-11-21T12:00:00Z'),
    fechaTerminacion: new Date('2026-11-21T15:10:00Z'),
    fechaEntrega: new Date('2026-11-22T13:00:00Z'),
    operador: 'Olga Operadora',
    supervisor: 'Sergio Supervisor',
    descripcion: 'Apertura, atención al público, cierre de caja y seguridad del depósito.',
    observacionesIniciales: 'El cliente pide especial atención a la caja 2.',
    sucursalDetails: 'Local de 120 m², 3 cajas, depósito al fondo.',
    canalesVision: 'Canales 1 (cajas), 2 (salón), 4 (depósito)',
    observacionesFinales: 'Sucursal en orden general; se detectaron faltas de procedimiento en caja.',
    observacionesSupervisor: 'Se recomienda capacitación en caja.',
    eventos: Array.from({ length: 50 }, (_, i) => ({
      numero: i + 1,
      timestamp: `${String(9 + Math.floor(i / 6)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
      tipoEvento: tipos[i % 3] ?? 'infraccion-menor',
      descripcion: `Evento ${i + 1}: empleado fuera de su puesto durante la atención al público.`,
      observaciones: i % 2 ? 'Se repite en la grabación de la tarde.' : '',
      imagenes: [{ name: `evento-${i + 1}.jpg`, data: image, mime: 'image/jpeg' }],
    })),
    workedSeconds: 11_400,
  },
  { internal: true },
);

async function time(label: string, runs: number, work: () => Promise<unknown>) {
  await work();
  const started = performance.now();
  let size = 0;
  for (let i = 0; i < runs; i++) {
    const out = await work();
    size = typeof out === 'string' ? out.length : (out as Buffer).length;
  }
  const ms = (performance.now() - started) / runs;
  console.log(
    `${label.padEnd(44)} ${ms.toFixed(0).padStart(5)} ms   ${(size / 1024).toFixed(0).padStart(6)} KiB`,
  );
}

console.log(
  `Informe de 50 eventos con 50 imágenes de ${(image.length / 1024).toFixed(0)} KiB (Node ${process.version})`,
);
await time('PDF (pdfkit)', 10, () => renderPdf(model));
await time('Word (docx)', 10, () => renderDocx(model));
await time('HTML', 10, async () => renderHtml(model, { print: false, nonce: 'x' }));
if (process.env.REPORT_OUT) writeFileSync(process.env.REPORT_OUT, await renderPdf(model));
