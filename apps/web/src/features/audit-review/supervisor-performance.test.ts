import { describe, expect, it } from 'vitest';
import { makeAudit } from '../audits/testing/fixtures';
import {
  deliveredThisMonth,
  monthWork,
  performanceColor,
  performancePercent,
} from './supervisor-performance';

describe('supervisor performance', () => {
  it('is done / 50 as a percentage, capped at 100', () => {
    expect(performancePercent(0)).toBe(0);
    expect(performancePercent(10)).toBe(20);
    expect(performancePercent(35)).toBe(70);
    expect(performancePercent(80)).toBe(100);
  });

  it('is green from 70 % and amber below', () => {
    expect(performanceColor(70)).toBe('green');
    expect(performanceColor(69)).toBe('orange');
  });

  it('counts audits delivered in the Argentine month, newest first', () => {
    const now = new Date('2026-12-01T02:00:00.000Z'); // 30 November, 23:00 in Buenos Aires
    const audits = [
      makeAudit({ id: 1, estado: 'entregada', fechaEntrega: '2026-11-30T23:30:00.000Z' }), // 30/11 20:30
      makeAudit({ id: 2, estado: 'facturada', fechaEntrega: '2026-11-05T12:00:00.000Z' }),
      makeAudit({ id: 3, estado: 'entregada', fechaEntrega: '2026-11-01T02:00:00.000Z' }), // 31/10 23:00
      makeAudit({ id: 4, estado: 'guardado_supervisor', fechaEntrega: null }),
    ];
    expect(deliveredThisMonth(audits, now).map((a) => a.id)).toEqual([1, 2]);
  });

  it('reads the month from a first page, and says there may be more when the page was all this month', () => {
    const now = new Date('2026-11-20T15:00:00.000Z');
    const thisMonth = makeAudit({ id: 1, estado: 'entregada', fechaEntrega: '2026-11-19T12:00:00.000Z' });
    const lastMonth = makeAudit({ id: 2, estado: 'entregada', fechaEntrega: '2026-10-30T12:00:00.000Z' });
    const more = { siguiente: 'x', limite: 2 };
    expect(monthWork({ items: [thisMonth, lastMonth], paginacion: more }, now)).toEqual({
      done: [thisMonth],
      mayBeMore: false,
    });
    expect(monthWork({ items: [thisMonth], paginacion: more }, now).mayBeMore).toBe(true);
    expect(monthWork({ items: [thisMonth], paginacion: { siguiente: null, limite: 2 } }, now).mayBeMore).toBe(
      false,
    );
  });
});
