import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

const t = useTestApp({ users: ['admin', 'supervisor', 'contable', 'cliente', 'cliente2'] });
const { clients, branches } = t;
// The first two companies of the demo (by id): Demo Norte and its child business.
let norte: number;
let kiosco: number;
let belgrano: number;
beforeAll(() => {
  norte = clients['Demo Norte S.A.'] ?? 0;
  kiosco = clients['Norte Kiosco 24h'] ?? 0;
  belgrano = branches['Sucursal Belgrano'] ?? 0;
});

describe('company info', () => {
  it('admin saves the four fields; blanks are refused with the spec text; others cannot write', async () => {
    const info = {
      nombre: 'Vigilancia Remota SRL',
      email: 'info@vigilancia.com.ar',
      telefono: '011 4000-1234',
      direccion: 'Av. Corrientes 1234, CABA',
    };
    const res = await t.put('admin', '/api/config/company-info', info);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('✅ Información de empresa actualizada correctamente');
    const blank = await t.put('admin', '/api/config/company-info', { ...info, telefono: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details[0].mensaje).toBe('Todos los campos son obligatorios');
    for (const who of ['supervisor', 'contable', 'cliente']) {
      expect((await t.put(who, '/api/config/company-info', info)).statusCode, who).toBe(403);
    }
    const read = await t.get('supervisor', '/api/config/company-info');
    expect(read.json().data).toEqual(info);
  });
});

describe('pricing', () => {
  it('estimates a client price without VAT; clients only for their own company and without operator pay', async () => {
    const own = await t.post('cliente', '/api/config/calculate-audit-cost', {
      clienteId: norte,
      prioridad: 'urgente',
    });
    expect(own.statusCode).toBe(200);
    // Demo Norte: $25.000 per audit, urgent doubles it.
    expect(own.json().data).toEqual({
      precio: 50000,
      precioLista: 50000,
      multiplicador: 2,
      precioDeSucursal: false,
      moneda: 'ARS',
      sinIva: true,
    });
    const other = await t.post('cliente2', '/api/config/calculate-audit-cost', {
      clienteId: norte,
      prioridad: 'normal',
    });
    expect(other.statusCode).toBe(404);
    const staff = await t.post('admin', '/api/config/calculate-audit-cost', {
      clienteId: norte,
      branchId: belgrano,
      prioridad: 'prioritaria',
      gratisParaCliente: true,
    });
    expect(staff.json().data).toMatchObject({ precio: 0, precioLista: 37500, pagoOperador: 15000 });
    const wrongBranch = await t.post('admin', '/api/config/calculate-audit-cost', {
      clienteId: kiosco,
      branchId: belgrano,
    });
    expect(wrongBranch.statusCode).toBe(404);
  });

  it('admin changes the multipliers and the estimate follows', async () => {
    const pricing = { multiplicadores: { normal: 1, prioritaria: 1.25, urgente: 1.5 }, costoPorDefecto: 120 };
    expect((await t.put('supervisor', '/api/config/audit-pricing', pricing)).statusCode).toBe(403);
    expect((await t.put('admin', '/api/config/audit-pricing', pricing)).statusCode).toBe(200);
    expect((await t.get('cliente', '/api/config/audit-pricing')).json().data).toEqual(pricing);
    const res = await t.post('cliente', '/api/config/calculate-audit-cost', {
      clienteId: norte,
      prioridad: 'urgente',
    });
    expect(res.json().data.precio).toBe(37500);
    const bad = await t.put('admin', '/api/config/audit-pricing', { ...pricing, costoPorDefecto: -1 });
    expect(bad.statusCode).toBe(400);
  });
});
