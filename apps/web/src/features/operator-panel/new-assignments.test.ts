import { describe, expect, it } from 'vitest';
import { makeAudit } from '../audits/testing/fixtures';
import {
  firstNewAssignment,
  isNewAssignment,
  NEW_ASSIGNMENT_MAX_AGE_MS,
  readPrompted,
  rememberPrompted,
  sortAssigned,
} from './new-assignments';

const NOW = Date.parse('2026-11-22T15:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const assigned = (over: Parameters<typeof makeAudit>[0] = {}) =>
  makeAudit({ estado: 'asignada', operadorId: 15, asignadoPor: 2, fechaAsignacion: ago(60_000), ...over });

describe('new assignments', () => {
  it('is new when someone else assigned it to me less than 2 h ago and I was not prompted', () => {
    expect(NEW_ASSIGNMENT_MAX_AGE_MS).toBe(7_200_000);
    expect(isNewAssignment(assigned(), 15, NOW, new Set())).toBe(true);
    expect(isNewAssignment(assigned({ asignadoPor: 15 }), 15, NOW, new Set())).toBe(false);
    expect(isNewAssignment(assigned({ asignadoPor: null }), 15, NOW, new Set())).toBe(false);
    expect(isNewAssignment(assigned({ operadorId: 16 }), 15, NOW, new Set())).toBe(false);
    expect(isNewAssignment(assigned({ estado: 'en_proceso' }), 15, NOW, new Set())).toBe(false);
    expect(isNewAssignment(assigned({ fechaAsignacion: ago(7_200_000) }), 15, NOW, new Set())).toBe(false);
    expect(isNewAssignment(assigned({ fechaAsignacion: ago(7_199_000) }), 15, NOW, new Set())).toBe(true);
    expect(isNewAssignment(assigned({ id: 9 }), 15, NOW, new Set([9]))).toBe(false);
  });

  it('prompts the oldest new one first', () => {
    const list = [
      assigned({ id: 1, fechaAsignacion: ago(1000) }),
      assigned({ id: 2, fechaAsignacion: ago(5000) }),
    ];
    expect(firstNewAssignment(list, 15, NOW, new Set())?.id).toBe(2);
    expect(firstNewAssignment(list, 15, NOW, new Set([1, 2]))).toBeNull();
  });

  it('remembers prompted ids in this tab', () => {
    rememberPrompted(15, new Set([3, 4]));
    expect([...readPrompted(15)]).toEqual([3, 4]);
    expect([...readPrompted(16)]).toEqual([]);
    window.sessionStorage.clear();
  });

  it('lists audits assigned by someone else first', () => {
    const list = [
      assigned({ id: 1, asignadoPor: 15, fechaAsignacion: ago(9000) }),
      assigned({ id: 2, asignadoPor: 2, fechaAsignacion: ago(1000) }),
    ];
    expect(sortAssigned(list, 15).map((a) => a.id)).toEqual([2, 1]);
  });
});
