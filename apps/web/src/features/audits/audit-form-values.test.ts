import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  buildAuditFormData,
  emptyAuditForm,
  REQUIRED_FIELDS_MESSAGE,
  validateAuditForm,
} from './audit-form-values';

const filled = () => ({
  ...emptyAuditForm('2026-11-22'),
  clienteId: 3,
  branchId: 11,
  titulo: '  Control de cajas ',
});

describe('audit form values', () => {
  it('starts today, normal priority, 8 estimated hours, nothing chosen', () => {
    expect(emptyAuditForm('2026-11-22')).toMatchObject({
      clienteId: null,
      branchId: null,
      fechaSolicitada: '2026-11-22',
      prioridad: 'normal',
      tiempoEstimadoHoras: 8,
      costo: '',
    });
  });

  it('needs client, title and branch', () => {
    expect(validateAuditForm(emptyAuditForm('2026-11-22'))).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(validateAuditForm({ ...filled(), clienteId: null })).toBe(
      'Cliente, título y sucursal son obligatorios',
    );
    expect(validateAuditForm({ ...filled(), branchId: null })).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(validateAuditForm({ ...filled(), titulo: '   ' })).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(validateAuditForm({ ...filled(), fechaSolicitada: null })).toBe(
      'La fecha solicitada es obligatoria',
    );
    expect(validateAuditForm(filled())).toBeNull();
  });

  it('accepts only the attachment types of the spec', () => {
    expect(ATTACHMENT_ACCEPT).toBe('.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png,.zip,.rar');
    for (const name of [
      'a.pdf',
      'b.DOCX',
      'c.xls',
      'd.xlsx',
      'e.jpeg',
      'f.png',
      'g.zip',
      'h.rar',
      'i.doc',
      'j.jpg',
    ]) {
      expect(attachmentProblem(new File(['x'], name))).toBeNull();
    }
    expect(attachmentProblem(new File(['x'], 'virus.exe'))).toMatch(
      /^Tipo de archivo no permitido: virus.exe/,
    );
    expect(attachmentProblem(new File(['x'], 'notas.txt'))).not.toBeNull();
  });

  it('sends the admin-only fields only for an admin, and the hours only once touched', () => {
    const values = { ...filled(), tiempoEstimadoHoras: 3.5, costo: 1500 as const };
    const branch = { nombre: 'Sucursal Belgrano', direccion: 'Av. Cabildo 2040' };
    const client = buildAuditFormData(values, { isAdmin: false, hoursTouched: true, branch });
    expect(client.has('tiempoEstimadoHoras')).toBe(false);
    expect(client.has('costo')).toBe(false);
    const untouched = buildAuditFormData(values, { isAdmin: true, hoursTouched: false, branch });
    expect(untouched.has('tiempoEstimadoHoras')).toBe(false);
    expect(untouched.get('costo')).toBe('1500');
    const touched = buildAuditFormData(values, { isAdmin: true, hoursTouched: true, branch });
    expect(touched.get('tiempoEstimadoHoras')).toBe('3.5');
  });

  it('carries the fields as the server reads them; empty ones are left out; files repeat', () => {
    const a = new File(['a'], 'plano.pdf');
    const b = new File(['b'], 'fotos.zip');
    const form = buildAuditFormData(
      { ...filled(), descripcion: 'Ver caja 2', notas: '', files: [a, b] },
      { isAdmin: false, hoursTouched: false, branch: { nombre: 'Sucursal Belgrano', direccion: null } },
    );
    expect(form.get('clienteId')).toBe('3');
    expect(form.get('branchId')).toBe('11');
    expect(form.get('sucursal')).toBe('Sucursal Belgrano');
    expect(form.get('titulo')).toBe('Control de cajas');
    expect(form.get('descripcion')).toBe('Ver caja 2');
    expect(form.get('fechaSolicitada')).toBe('2026-11-22');
    expect(form.get('prioridad')).toBe('normal');
    expect(form.has('notas')).toBe(false);
    expect(form.has('direccion')).toBe(false);
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['plano.pdf', 'fotos.zip']);
  });

  it('omits branchId for the main office placeholder (-1)', () => {
    const form = buildAuditFormData(
      { ...filled(), branchId: -1 },
      { isAdmin: false, hoursTouched: false, branch: null },
    );
    expect(form.has('branchId')).toBe(false);
    expect(form.get('sucursal')).toBe('Casa central');
  });
});
