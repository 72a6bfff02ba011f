import { describe, expect, it } from 'vitest';
import { MAX_PESOS, pesosProblem } from './money';
import { pesos, pesosFromText, pesosOrZero } from './schemas/common';

describe('pesosProblem: the one rule of an amount', () => {
  it.each([
    [100, {}],
    [0.01, {}],
    [1234.56, {}],
    [MAX_PESOS, {}],
    [0, { allowZero: true }],
    [25_000, { wholePesos: true, allowZero: true }],
  ])('accepts %s (%o)', (value, rule) => {
    expect(pesosProblem(value, rule)).toBeNull();
  });

  it.each([
    ['NaN', Number.NaN, {}, 'invalido'],
    ['Infinity', Number.POSITIVE_INFINITY, {}, 'invalido'],
    ['text', 'abc', {}, 'invalido'],
    ['numeric text', '100', {}, 'invalido'],
    ['null', null, {}, 'invalido'],
    ['negative', -1, {}, 'negativo'],
    ['a negative nothing', -1e-9, {}, 'negativo'],
    ['zero', 0, {}, 'cero'],
    ['1e-9 (rounds to 0 centavos)', 1e-9, {}, 'cero'],
    ['1e-9 even where 0 is allowed', 1e-9, { allowZero: true }, 'cero'],
    ['half a centavo', 0.004, {}, 'cero'],
    ['above the limit', MAX_PESOS + 1, {}, 'maximo'],
    ['1e15', 1e15, {}, 'maximo'],
    ['1e20', 1e20, {}, 'maximo'],
    ['above a lower ceiling', 101, { max: 100 }, 'maximo'],
    ['a fraction of a centavo', 10.005, {}, 'fraccion'],
    ['centavos where whole pesos go', 100.5, { wholePesos: true }, 'fraccion'],
  ])('refuses %s', (_name, value, rule, problem) => {
    expect(pesosProblem(value, rule)).toBe(problem);
  });
});

describe('the pesos schemas', () => {
  it('answer the Spanish finance messages', () => {
    const message = (r: ReturnType<typeof pesos.safeParse>) => r.error?.issues[0]?.message;
    expect(pesos.safeParse(250.5)).toEqual({ success: true, data: 250.5 });
    expect(message(pesos.safeParse(1e-9))).toBe('Monto inválido');
    expect(message(pesos.safeParse(0))).toBe('Monto inválido');
    expect(message(pesos.safeParse('abc'))).toBe('Monto inválido');
    expect(message(pesos.safeParse(1e20))).toBe('Monto inválido: supera el máximo permitido');
    expect(message(pesos.safeParse(1.001))).toBe('Monto inválido: no puede tener fracciones de centavo');
    expect(pesosOrZero.safeParse(0).success).toBe(true);
    expect(pesosOrZero.safeParse(-1).success).toBe(false);
  });

  it('read a form field as text', () => {
    const field = pesosFromText({ allowZero: true });
    expect(field.safeParse('1500.50')).toEqual({ success: true, data: 1500.5 });
    expect(field.safeParse('abc').success).toBe(false);
    expect(field.safeParse('1e20').success).toBe(false);
  });
});
