import { describe, expect, it } from 'vitest';
import { ROLES } from '../auth/roles';
import {
  formatMinutes,
  mayUseTimeAlerts,
  realPercentage,
  TIME_ALERT_MSG,
  TIME_ALERT_PRIORITIES,
  TIME_ALERT_STATES,
  type TimeAlertState,
  timeAlertColor,
  timeAlertFor,
  timeAlertKindLabel,
  timeAlertMessage,
  timeAlertShowsActions,
  timeAlertTransition,
} from './time-alerts';

describe('timeAlertFor', () => {
  // [estimated, real, expected kind and priority or null]
  const cases: Array<[number, number, string | null]> = [
    [120, 120, null],
    [120, 150, null], // exactly 125 %: not above
    [120, 151, 'EXCESO baja'],
    [120, 179, 'EXCESO baja'],
    [120, 180, 'EXCESO media'], // 150 %
    [120, 239, 'EXCESO media'],
    [120, 240, 'EXCESO alta'], // 200 %
    [120, 900, 'EXCESO alta'],
    [120, 61, null], // 50.8 %
    [120, 60, null], // exactly 50 %: not below
    [120, 59, 'ANTICIPO media'],
    [120, 30, 'ANTICIPO media'], // exactly 25 %
    [120, 29, 'ANTICIPO alta'],
    [120, 0, 'ANTICIPO alta'],
    // Short audits: a gap under 10 minutes raises nothing, whatever the share.
    [30, 39, null],
    [30, 40, 'EXCESO baja'],
    [30, 45, 'EXCESO media'],
    [16, 7, null],
    [30, 14, 'ANTICIPO media'],
    [30, 5, 'ANTICIPO alta'],
    // No estimate: nothing to compare with.
    [0, 300, null],
    [-10, 300, null],
    [Number.NaN, 300, null],
  ];
  it.each(cases)('estimated %d min, real %d min → %s', (estimated, real, expected) => {
    const verdict = timeAlertFor(estimated, real);
    expect(verdict ? `${verdict.tipo} ${verdict.prioridad}` : null).toBe(expected);
  });

  it('carries the rounded percentage and the Spanish message', () => {
    expect(timeAlertFor(120, 310)).toEqual({
      tipo: 'EXCESO',
      prioridad: 'alta',
      porcentaje: 258,
      mensaje: 'Tiempo mayor al estimado: 5 h 10 min trabajados sobre 2 h estimados (258 %).',
    });
    expect(timeAlertFor(180, 20)).toEqual({
      tipo: 'ANTICIPO',
      prioridad: 'alta',
      porcentaje: 11,
      mensaje: 'Terminada mucho antes de lo estimado: 20 min trabajados sobre 3 h estimados (11 %).',
    });
  });

  it('a negative real time counts as none', () => {
    expect(timeAlertFor(120, -5)).toMatchObject({ tipo: 'ANTICIPO', prioridad: 'alta', porcentaje: 0 });
  });
});

describe('texts', () => {
  it('formats minutes as hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(125)).toBe('2 h 05 min');
    expect(formatMinutes(-3)).toBe('0 min');
  });

  it('percentage of the estimate', () => {
    expect(realPercentage(120, 90)).toBe(75);
    expect(realPercentage(0, 90)).toBe(0);
    expect(realPercentage(90, 0)).toBe(0);
  });

  it('the label of the type: TIEMPO_MAYOR is EXCESO, anything else ANTICIPO', () => {
    expect(timeAlertKindLabel('TIEMPO_MAYOR')).toBe('EXCESO');
    expect(timeAlertKindLabel('TIEMPO_MENOR')).toBe('ANTICIPO');
    expect(timeAlertKindLabel('otra cosa')).toBe('ANTICIPO');
  });

  it('messages', () => {
    expect(timeAlertMessage('EXCESO', 90, 135)).toBe(
      'Tiempo mayor al estimado: 2 h 15 min trabajados sobre 1 h 30 min estimados (150 %).',
    );
    expect(TIME_ALERT_MSG.resolved).toBe('Alerta resuelta exitosamente');
    expect(TIME_ALERT_MSG.badResolution).toBe(
      'Elegí una resolución: Justificada, Advertencia al operador, Error de estimación, Otro',
    );
  });
});

describe('colours and actions', () => {
  it('resuelta green, revisada grey, otherwise by priority', () => {
    for (const p of TIME_ALERT_PRIORITIES) {
      expect(timeAlertColor('resuelta', p)).toBe('green');
      expect(timeAlertColor('revisada', p)).toBe('gray');
    }
    expect(timeAlertColor('pendiente', 'alta')).toBe('red');
    expect(timeAlertColor('pendiente', 'media')).toBe('yellow');
    expect(timeAlertColor('pendiente', 'baja')).toBe('blue');
  });

  it('only pending alerts show the action buttons', () => {
    expect(TIME_ALERT_STATES.filter(timeAlertShowsActions)).toEqual(['pendiente']);
  });
});

describe('timeAlertTransition', () => {
  const table: Array<[TimeAlertState, 'view' | 'resolve', TimeAlertState | 'refused', boolean]> = [
    ['pendiente', 'view', 'revisada', true],
    ['revisada', 'view', 'revisada', false],
    ['resuelta', 'view', 'refused', false],
    ['pendiente', 'resolve', 'resuelta', true],
    ['revisada', 'resolve', 'resuelta', true],
    ['resuelta', 'resolve', 'refused', false],
  ];
  it.each(table)('%s + %s → %s', (from, action, to, changed) => {
    const verdict = timeAlertTransition(action, from);
    if (to === 'refused') {
      expect(verdict).toEqual({ ok: false, problema: 'La alerta ya fue resuelta' });
    } else {
      expect(verdict).toEqual({ ok: true, to, changed });
    }
  });
});

describe('who', () => {
  it('admin and supervisor only', () => {
    expect(ROLES.filter(mayUseTimeAlerts)).toEqual(['admin', 'supervisor']);
  });
});
