import type { ReportModel } from '@auditorias/domain/reports/report-model';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const para = (s: string) => esc(s).replace(/\n/g, '<br>');

/** The report as a standalone HTML page; with `print` it opens the print dialog when loaded. */
export function renderHtml(model: ReportModel, options: { print: boolean; nonce: string }): string {
  const section = (title: string, body: string | null) =>
    body ? `<section><h2>${esc(title)}</h2><p>${para(body)}</p></section>` : '';
  const events = model.eventos
    .map(
      (e) => `<article class="evento" style="border-left-color:${e.color}">
  <h3>Evento ${e.numero} · ${esc(e.timestamp)} <span style="color:${e.color}">${esc(e.tipo)}</span></h3>
  <p>${para(e.descripcion || '—')}</p>
  ${e.observaciones ? `<p class="obs">Observaciones: ${para(e.observaciones)}</p>` : ''}
  <div class="imgs">${e.imagenes.map((i) => `<img alt="${esc(i.name)}" src="data:${i.mime};base64,${Buffer.from(i.data).toString('base64')}">`).join('')}</div>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="es-AR"><head><meta charset="utf-8"><title>${esc(model.titulo)}</title>
<style nonce="${options.nonce}">
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;max-width:820px;margin:0 auto;padding:0 24px 48px}
header{background:#1c64f2;color:#fff;padding:20px 24px;margin:0 -24px 24px}
header h1{margin:0;font-size:22px} header p{margin:4px 0 0;font-size:12px;opacity:.9}
h1.titulo{font-size:22px;margin:0 0 4px} .gen{color:#6b7280;font-size:12px;margin:0 0 16px}
table{border-collapse:collapse;width:100%;font-size:14px} td{padding:4px 8px;border-bottom:1px solid #e5e7eb} td:first-child{color:#6b7280;font-weight:600;width:200px}
h2{color:#1c64f2;font-size:17px;margin:24px 0 6px} .evento{border-left:4px solid;padding:4px 0 4px 12px;margin:12px 0;break-inside:avoid}
.evento h3{font-size:15px;margin:0 0 4px} .obs{color:#6b7280;font-style:italic} .imgs img{width:300px;height:200px;object-fit:cover;margin:6px 8px 0 0;border-radius:4px}
footer{margin-top:32px;color:#6b7280;font-size:12px;border-top:1px solid #e5e7eb;padding-top:8px}
@media print{header{print-color-adjust:exact;-webkit-print-color-adjust:exact}}
</style></head><body>
<header><h1>${esc(model.empresa.nombre)}</h1><p>${esc(model.empresa.direccion)} · ${esc(model.empresa.telefono)} · ${esc(model.empresa.email)}</p></header>
<h1 class="titulo">${esc(model.titulo)}</h1><p class="gen">Informe generado el ${esc(model.generado)}</p>
<table>${model.filas.map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
${section('Descripción', model.descripcion)}${section('Observaciones iniciales', model.observacionesIniciales)}${section('Información adicional', model.sucursalDetails)}
<section><h2>Eventos (${model.eventos.length})</h2>${events || '<p>No se registraron eventos.</p>'}</section>
${section('Canales de visión utilizados', model.canalesVision)}${section('Observaciones finales', model.observacionesFinales)}${section('Observaciones del supervisor', model.observacionesSupervisor)}
<footer>${esc(model.empresa.nombre)} · Auditoría N° ${model.numero}</footer>
${options.print ? `<script nonce="${options.nonce}">window.addEventListener('load',()=>window.print())</script>` : ''}
</body></html>`;
}
