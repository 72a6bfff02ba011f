import { describe, expect, it } from 'vitest';
import { addClientAuditCounts, clientAuditCounts } from './client-dashboard';

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
