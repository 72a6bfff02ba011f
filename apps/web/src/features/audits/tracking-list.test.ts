import { describe, expect, it } from 'vitest';
import { makeAudit } from './testing/fixtures';
import { matchesTrackingSearch } from './tracking-list';

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
});
