import { describe, expect, it } from 'vitest';
import { dayRange } from './hours';
import { monthFigures } from './month-figures';

const at = (day: string, hour: number) => dayRange(day).start.getTime() + hour * 3_600_000;

describe('monthFigures', () => {
  it("adds the month's whole minutes per day, keeps the neighbouring days worked and sums the kept day totals", () => {
    const f = monthFigures({
      mes: 9,
      anio: 2026,
      intervals: [
        { start: at('2026-08-31', 9), end: at('2026-08-31', 17) }, // the month before: a day worked, no minutes
        { start: at('2026-09-11', 9), end: at('2026-09-11', 19) + 30_000 }, // 10 h and 30 s: 600 minutes
        { start: at('2026-09-12', 9), end: at('2026-09-12', 13) },
      ],
      authorizedByDay: new Map([['2026-09-11', 60]]),
      dayTotals: [
        { dia: '2026-08-31', auditorias: 5, correcciones: 0, ganado: 100 },
        { dia: '2026-09-11', auditorias: 2, correcciones: 1, ganado: 250_000 },
        { dia: '2026-09-15', auditorias: 1, correcciones: 0, ganado: 80_000 },
      ],
    });
    expect(f.diasTrabajados).toEqual(['2026-08-31', '2026-09-11', '2026-09-12']);
    expect([...f.horasPorDia.keys()]).toEqual(['2026-09-11', '2026-09-12']);
    expect(f.minutosTrabajados).toBe(600 + 240);
    expect(f.minutosExtra).toBe(120);
    expect(f.diasSinAutorizar).toBe(1); // 2 h extra, 1 h authorized
    expect(f.auditoriasHechas).toBe(3);
    expect(f.correccionesHechas).toBe(1);
    expect(f.comisiones).toBe(330_000);
  });
});
