import { describe, expect, it } from 'vitest';
import { compareTracking, isFinished, type TrackingKey } from './tracking-order';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`;

describe('compareTracking (spec: finished last, then by creation, then by priority)', () => {
  it('puts every unfinished audit before any finished one, newest first within each', () => {
    const rows: TrackingKey[] = [
      { id: 1, estado: 'entregada', prioridad: 'urgente', createdAt: at(20) },
      { id: 2, estado: 'pendiente', prioridad: 'normal', createdAt: at(1) },
      { id: 3, estado: 'terminada', prioridad: 'normal', createdAt: at(25) },
      { id: 4, estado: 'en_proceso', prioridad: 'normal', createdAt: at(10) },
    ];
    expect([...rows].sort(compareTracking).map((r) => r.id)).toEqual([4, 2, 3, 1]);
  });

  it('breaks a tie of instant by priority (urgente, prioritaria, normal), then by id, newest first', () => {
    const rows: TrackingKey[] = [
      { id: 5, estado: 'asignada', prioridad: 'normal', createdAt: at(3) },
      { id: 6, estado: 'asignada', prioridad: 'urgente', createdAt: at(3) },
      { id: 7, estado: 'pendiente', prioridad: 'prioritaria', createdAt: at(3) },
      { id: 8, estado: 'pausada', prioridad: 'normal', createdAt: at(3) },
    ];
    expect([...rows].sort(compareTracking).map((r) => r.id)).toEqual([6, 7, 8, 5]);
  });

  it('knows the finished states', () => {
    expect(isFinished('guardado_supervisor')).toBe(true);
    expect(isFinished('facturada')).toBe(true);
    expect(isFinished('pausada')).toBe(false);
    expect(isFinished('solicitud')).toBe(false);
  });
});
