import { describe, expect, it } from 'vitest';
import {
  addClientAuditCounts,
  addComparisonRow,
  clientAuditCounts,
  emptyComparisonFigures,
} from './client-dashboard';

const rows = [
  { estado: 'solicitud', n: 1 },
  { estado: 'pendiente', n: 2 },
  { estado: 'asignada', n: 3 },
  { estado: 'en_proceso', n: 4 },
  { estado: 'pausada', n: 5 },
  { estado: 'guardado_supervisor', n: 6 },
  { estado: 'terminada', n: 7 },
  { estado: 'aprobada', n: 8 },
  { estado: 'entregada', n: 9 },
  { estado: 'facturada', n: 10 },
] as const;

describe('clientAuditCounts', () => {
  it('counts completed (entregada, facturada), in process and pending (not delivered) of what a client sees', () => {
    // Hidden from the client: guardado_supervisor, terminada, aprobada (21 audits) count nowhere.
    expect(clientAuditCounts('cliente', rows)).toEqual({ completadas: 19, enProceso: 4, pendientes: 15 });
  });

  it('an auditor sees delivered audits only', () => {
    expect(clientAuditCounts('auditor', rows)).toEqual({ completadas: 19, enProceso: 0, pendientes: 0 });
  });

  it('adds companies up', () => {
    expect(
      addClientAuditCounts([
        { completadas: 1, enProceso: 2, pendientes: 3 },
        { completadas: 10, enProceso: 20, pendientes: 30 },
      ]),
    ).toEqual({ completadas: 11, enProceso: 22, pendientes: 33 });
  });
});

describe('addComparisonRow', () => {
  const row = (kind: 'pedida' | 'entregada', estado: (typeof rows)[number]['estado'], n: number) => ({
    clienteId: 3,
    sucursal: 'Casa central',
    kind,
    mes: '2026-11',
    estado,
    n,
    centavos: kind === 'entregada' ? n * 1_000_000 : 0,
    eventos: kind === 'entregada' ? n * 2 : 0,
  });

  it('counts ordered and pending by creation, delivered, spent and incidents by delivery, as a client sees them', () => {
    const f = emptyComparisonFigures();
    for (const r of [
      row('pedida', 'pendiente', 2),
      row('pedida', 'en_proceso', 1),
      row('pedida', 'terminada', 4), // hidden from a client
      row('pedida', 'entregada', 3),
      row('entregada', 'entregada', 3),
      row('entregada', 'facturada', 1),
      row('entregada', 'aprobada', 5), // not delivered: never counted as such
    ])
      addComparisonRow('cliente', f, r);
    expect(f).toEqual({ pedidas: 6, pendientes: 3, entregadas: 4, centavos: 4_000_000, incidentes: 8 });
  });

  it('an auditor counts only the delivered audits it may see among those ordered', () => {
    const f = emptyComparisonFigures();
    addComparisonRow('auditor', f, row('pedida', 'pendiente', 2));
    addComparisonRow('auditor', f, row('pedida', 'facturada', 1));
    expect(f).toMatchObject({ pedidas: 1, pendientes: 0 });
  });
});
