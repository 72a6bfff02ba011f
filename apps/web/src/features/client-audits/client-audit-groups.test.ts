import { describe, expect, it } from 'vitest';
import { makeAudit } from '../audits/testing/fixtures';
import { availableUntil, groupByBranch, receivedAudits } from './client-audit-groups';

const belgrano = { id: 11, nombre: 'Sucursal Belgrano', direccion: null };
const nunez = { id: 12, nombre: 'Sucursal Núñez', direccion: null };

describe('client audit groups', () => {
  const audits = [
    makeAudit({ id: 1, estado: 'solicitud' }),
    makeAudit({ id: 2, estado: 'pausada' }),
    makeAudit({
      id: 3,
      estado: 'entregada',
      branch: nunez,
      branchId: 12,
      costoFinal: 25_000,
      estadoPago: 'pendiente',
    }),
    makeAudit({
      id: 4,
      estado: 'facturada',
      branch: belgrano,
      branchId: 11,
      costoFinal: 18_000.5,
      estadoPago: 'pagada',
      fechaEntrega: '2026-11-01T12:00:00.000Z',
    }),
    makeAudit({
      id: 5,
      estado: 'entregada',
      branch: belgrano,
      branchId: 11,
      gratisParaCliente: true,
      costoFinal: 0,
    }),
    makeAudit({ id: 6, estado: 'terminada' }),
  ];

  it('received audits are the delivered or billed ones', () => {
    expect(receivedAudits(audits).map((a) => a.id)).toEqual([3, 4, 5]);
  });

  it('groups received audits by branch, by name', () => {
    const groups = groupByBranch(receivedAudits(audits));
    expect(groups.map((g) => [g.label, g.audits.map((a) => a.id)])).toEqual([
      ['Sucursal Belgrano', [5, 4]],
      ['Sucursal Núñez', [3]],
    ]);
  });

  it('names the company too when several companies are shown', () => {
    const other = makeAudit({
      id: 9,
      estado: 'entregada',
      clienteId: 5,
      client: { id: 5, nombre: 'Demo Sur S.R.L.' },
    });
    expect(groupByBranch([...receivedAudits(audits), other]).map((g) => g.label)).toContain(
      'Demo Sur S.R.L. · Sucursal Belgrano',
    );
  });

  it('keeps a delivered audit available 30 days', () => {
    expect(availableUntil(makeAudit({ fechaEntrega: '2026-11-01T12:00:00.000Z' }))?.toISOString()).toBe(
      '2026-12-01T12:00:00.000Z',
    );
    expect(availableUntil(makeAudit())).toBeNull();
  });
});
