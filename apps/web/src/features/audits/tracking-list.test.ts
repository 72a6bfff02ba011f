import { describe, expect, it } from 'vitest';
import { makeAudit } from './testing/fixtures';
import { countByState, matchesTrackingSearch, sortForTracking } from './tracking-list';

const person = (id: number, name: string) => ({ id, name, username: null, email: `${id}@x.ar` });

describe('tracking list', () => {
  const audit = makeAudit({
    id: 42,
    titulo: 'Revisión de reposición',
    client: { id: 3, nombre: 'Demo Norte S.A.' },
    operador: person(5, 'Olga Operadora'),
    supervisor: person(6, 'Sergio Supervisor'),
  });

  it('searches title, client, operator, supervisor and id, case-insensitive', () => {
    for (const search of ['reposición', 'REPOSICION', 'demo norte', 'olga', 'SERGIO', '42', '#42', '']) {
      expect(matchesTrackingSearch(audit, search)).toBe(true);
    }
    expect(matchesTrackingSearch(audit, '4')).toBe(false);
    expect(matchesTrackingSearch(audit, 'oscar')).toBe(false);
  });

  it('puts finished audits last, then newest first, then by priority', () => {
    const list = [
      makeAudit({ id: 1, estado: 'terminada', createdAt: '2026-11-22T10:00:00.000Z' }),
      makeAudit({ id: 2, estado: 'pendiente', createdAt: '2026-11-20T10:00:00.000Z' }),
      makeAudit({ id: 3, estado: 'asignada', createdAt: '2026-11-21T10:00:00.000Z', prioridad: 'normal' }),
      makeAudit({ id: 4, estado: 'en_proceso', createdAt: '2026-11-21T10:00:00.000Z', prioridad: 'urgente' }),
      makeAudit({ id: 5, estado: 'entregada', createdAt: '2026-11-19T10:00:00.000Z' }),
    ];
    expect(sortForTracking(list).map((a) => a.id)).toEqual([4, 3, 2, 1, 5]);
  });

  it('counts every state', () => {
    const counts = countByState([makeAudit({ estado: 'pendiente' }), makeAudit({ estado: 'pendiente' })]);
    expect(counts.pendiente).toBe(2);
    expect(counts.facturada).toBe(0);
    expect(Object.keys(counts)).toHaveLength(10);
  });
});
