import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { sqlRows } from '../../test/database';

const t = useTestApp();
const { as } = t;
let delivered: number;
let finished: number;
let working: number;

beforeAll(async () => {
  const byTitle = async (titulo: string) =>
    (await sqlRows<{ id: number }>(t.database.db, sql`select id from audits where titulo = ${titulo}`))[0]
      ?.id ?? 0;
  delivered = await byTitle('Auditoría integral de sucursal');
  finished = await byTitle('Auditoría de procedimientos de caja');
  working = await byTitle('Control de stock en depósito');
});
const pdfText = async (content: Buffer) => (await new PDFParse({ data: content }).getText()).text;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('staff reports', () => {
  it('PDF: a parseable document with the title, the company, every event and page numbers', async () => {
    const res = await as('supervisor', { method: 'GET', url: `/api/audits/${finished}/report/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Auditoria_\d+_Auditoria_de_procedimientos_de_caja\.pdf"$/,
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Auditoría de procedimientos de caja',
      'Vigilancia Remota Demo S.R.L.',
      'Demo Norte S.A.',
      'Empleado usando el celular en caja',
      'Puerta de depósito abierta sin supervisión',
      'Cámara 3 sin imagen durante 15 minutos',
      'Infracción grave',
      'Tiempo total',
      'Página 1 de',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('Word: a .docx (zip) with the document part holding the same content', async () => {
    for (const path of ['report/word', 'download-word']) {
      const res = await as('admin', { method: 'GET', url: `/api/audits/${delivered}/${path}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      const zip = await JSZip.loadAsync(res.rawPayload);
      const xml = await zip.file('word/document.xml')?.async('string');
      expect(xml).toContain('Auditoría integral de sucursal');
      expect(xml).toContain('Cliente atendido sin ticket');
      expect(Object.keys(zip.files).some((f) => f.startsWith('word/media/'))).toBe(true);
    }
  });

  it('HTML: the report with inline images; print=true opens the print dialog; a strict policy', async () => {
    const res = await as('supervisor', { method: 'GET', url: `/api/audits/${delivered}/report/html` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Cliente atendido sin ticket');
    expect(res.body).toContain('src="data:image/jpeg;base64,');
    expect(res.body).not.toContain('window.print');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const print = await as('supervisor', {
      method: 'GET',
      url: `/api/audits/${delivered}/report/html?print=true`,
    });
    expect(print.body).toContain('window.print()');
  });

  it('reports exist only for finished audits', async () => {
    const res = await as('admin', { method: 'GET', url: `/api/audits/${working}/report/pdf` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Los reportes solo existen para auditorías terminadas o entregadas');
  });

  it('an operator gets reports of its own audits only', async () => {
    expect(
      (await as('operador2', { method: 'GET', url: `/api/audits/${finished}/report/html` })).statusCode,
    ).toBe(200);
    expect(
      (await as('operador1', { method: 'GET', url: `/api/audits/${finished}/report/html` })).statusCode,
    ).toBe(404);
  });
});

describe("the client's final PDF", () => {
  it('is kept at delivery: the client always downloads the same bytes, without internal times', async () => {
    const first = await as('cliente', { method: 'GET', url: `/api/audits/${delivered}/report/pdf` });
    expect(first.statusCode).toBe(200);
    const text = await pdfText(first.rawPayload);
    expect(text).toContain('Auditoría integral de sucursal');
    expect(text).not.toContain('Tiempo total');
    // A later request with another title, or a regeneration by staff, does not change what the client received.
    const generated = await as('supervisor', {
      method: 'PUT',
      url: `/api/audits/supervisor/${delivered}/generate-pdf-for-client`,
      payload: { titulo: 'Otro título' },
    });
    expect(generated.json().pdfFileName).toMatch(/\.pdf$/);
    const second = await as('cliente', {
      method: 'GET',
      url: `/api/audits/${delivered}/generate/pdf-client?titulo=Cambiado`,
    });
    expect(sha(second.rawPayload)).toBe(sha(first.rawPayload));
    const grupo = await as('grupo', { method: 'GET', url: `/api/audits/${delivered}/report/pdf` });
    expect(sha(grupo.rawPayload)).toBe(sha(first.rawPayload));
  });

  it('approving keeps a new final PDF with the title chosen before delivery', async () => {
    const preview = await as('supervisor', {
      method: 'GET',
      url: `/api/audits/${finished}/generate/pdf-client?titulo=Informe%20para%20Norte`,
    });
    expect(await pdfText(preview.rawPayload)).toContain('Informe para Norte');
    const approved = await as('supervisor', {
      method: 'PUT',
      url: `/api/audits/${finished}/supervisor/approve`,
      payload: { titulo: 'Informe final de cajas' },
    });
    expect(approved.statusCode).toBe(200);
    const kept = await sqlRows<{ pdf_cliente_archivo_id: number | null }>(
      t.database.db,
      sql`select pdf_cliente_archivo_id from audits where id = ${finished}`,
    );
    expect(kept[0]?.pdf_cliente_archivo_id).toBeTruthy();
    const client = await as('cliente', { method: 'GET', url: `/api/audits/${finished}/report/pdf` });
    expect(await pdfText(client.rawPayload)).toContain('Informe final de cajas');
  });

  it('refuses other companies, other formats for clients, unfinished audits and missing sessions', async () => {
    expect(
      (await as('cliente2', { method: 'GET', url: `/api/audits/${delivered}/report/pdf` })).statusCode,
    ).toBe(404);
    const word = await as('cliente', { method: 'GET', url: `/api/audits/${delivered}/report/word` });
    expect(word.statusCode).toBe(403);
    expect(word.json().message).toBe('Como cliente podés descargar el PDF final de la auditoría');
    expect(
      (await as('cliente', { method: 'GET', url: `/api/audits/${working}/report/pdf` })).statusCode,
    ).toBe(404);
    expect(
      (
        await as('contable', {
          method: 'PUT',
          url: `/api/audits/supervisor/${delivered}/generate-pdf-for-client`,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    const anonymous = await as(null, { method: 'GET', url: `/api/audits/${delivered}/report/pdf` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('No estás autenticado. Por favor, inicia sesión nuevamente.');
  });
});
