import { describe, expect, it } from 'vitest';
import { formatPesos } from '../format/locale';
import { restDayNote, restDaysPaid, restDaysText } from './rest-days';

describe('restDayNote', () => {
  it('names worked rest days as well as paid ones: both are inside the rest-day pay', () => {
    expect(restDayNote({ pagados: 0, trabajados: 1, pagoFrancos: 2134 })).toBe(
      `El sueldo incluye 1 franco trabajado por ${formatPesos(2134)}.`,
    );
    expect(restDayNote({ pagados: 2, trabajados: 1, pagoFrancos: 3800 })).toBe(
      `El sueldo incluye 2 francos pagados y 1 franco trabajado por ${formatPesos(3800)}.`,
    );
    expect(restDayNote({ pagados: 0, trabajados: 0, pagoFrancos: 0 })).toBe(
      'El sueldo de este período no incluye pago de francos.',
    );
    expect(restDayNote(null)).toContain('no incluye el pago de francos');
    expect(restDaysPaid({ pagados: 2, trabajados: 1 })).toBe(3);
    expect(restDaysText({ pagados: 2, trabajados: 1 })).toBe('2 pagados y 1 trabajado');
    expect(restDaysText({ pagados: 0, trabajados: 1 })).toBe('1 trabajado');
    expect(restDaysText({ pagados: 0, trabajados: 0 })).toBe('ninguno');
  });
});
