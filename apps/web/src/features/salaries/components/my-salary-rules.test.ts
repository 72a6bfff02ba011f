import { ROLE_DEFAULTS } from '@auditorias/domain/auth/permissions';
import { describe, expect, it } from 'vitest';
import { ApiError, InvalidResponseError, NetworkError } from '../../../lib/api-client';
import { makeUser } from '../../../test/fixtures';
import { makeSalaryConfig, makeSalaryRecord } from '../testing/my-salary-fixtures';
import {
  canSeeOwnSalary,
  describeSalaryFailure,
  doneVersusObjective,
  periodFor,
  progressColor,
  SALARY_TEXT,
  salaryKind,
  salaryStateLabel,
} from './my-salary-rules';

const group = { esAdministradorGrupo: false, nombreGrupo: null, clientesAdministrados: [] };

describe('canSeeOwnSalary', () => {
  it('admin and contable always, even with puedeVerSueldo switched off', () => {
    for (const role of ['admin', 'contable'] as const) {
      expect(canSeeOwnSalary(makeUser(role))).toBe(true);
      const off = makeUser(role, {
        permissions: { ...ROLE_DEFAULTS[role], ...group, puedeVerSueldo: false },
      });
      expect(canSeeOwnSalary(off)).toBe(true);
    }
  });

  it('operador and supervisor only with puedeVerSueldo', () => {
    for (const role of ['operador', 'supervisor'] as const) {
      const on = makeUser(role, { permissions: { ...ROLE_DEFAULTS[role], ...group, puedeVerSueldo: true } });
      const off = makeUser(role, {
        permissions: { ...ROLE_DEFAULTS[role], ...group, puedeVerSueldo: false },
      });
      expect(canSeeOwnSalary(on)).toBe(true);
      expect(canSeeOwnSalary(off)).toBe(false);
    }
  });

  it('never client roles (they have no salary), whatever their permissions say, nor inactive users', () => {
    for (const role of ['cliente', 'auditor'] as const) {
      const user = makeUser(role, { permissions: { ...ROLE_DEFAULTS.admin, ...group } });
      expect(canSeeOwnSalary(user)).toBe(false);
    }
    expect(canSeeOwnSalary(makeUser('admin', { isActive: false }))).toBe(false);
  });
});

describe('progressColor (thresholds 30, 70 and 100 %)', () => {
  it.each([
    [0, 'red'],
    [29.9, 'red'],
    [30, 'yellow'],
    [69.9, 'yellow'],
    [70, 'blue'],
    [99.9, 'blue'],
    [100, 'green'],
    [120, 'green'],
  ])('%s %% is %s', (percent, color) => {
    expect(progressColor(percent)).toBe(color);
  });
});

describe('periodFor', () => {
  it('the current month, or the one before', () => {
    expect(periodFor('actual', { mes: 3, anio: 2026 })).toEqual({ mes: 3, anio: 2026 });
    expect(periodFor('anterior', { mes: 3, anio: 2026 })).toEqual({ mes: 2, anio: 2026 });
  });

  it('January wraps to December of the prior year', () => {
    expect(periodFor('anterior', { mes: 1, anio: 2026 })).toEqual({ mes: 12, anio: 2025 });
  });
});

describe('describeSalaryFailure', () => {
  it("a connection failure is 'Error conectando con el servidor'", () => {
    expect(describeSalaryFailure(new NetworkError())).toEqual({
      kind: 'error',
      title: 'Error conectando con el servidor',
      detail: null,
    });
  });

  it("the server's 'sin sueldo habilitado' refusal is its own kind", () => {
    const refusal = new ApiError(403, { success: false, error: 'Usuario sin sueldo habilitado' });
    expect(describeSalaryFailure(refusal)).toEqual({
      kind: 'disabled',
      message: 'Usuario sin sueldo habilitado',
    });
  });

  it("any other failure is 'No se pudo cargar el sueldo' with the server's reason", () => {
    const failure = new ApiError(500, { success: false, error: 'Falla' });
    expect(describeSalaryFailure(failure)).toEqual({
      kind: 'error',
      title: SALARY_TEXT.loadError,
      detail: 'Falla',
    });
    expect(describeSalaryFailure(new InvalidResponseError())).toEqual({
      kind: 'error',
      title: SALARY_TEXT.loadError,
      detail: null,
    });
  });
});

describe('salaryKind, salaryStateLabel, doneVersusObjective', () => {
  it('fixed salaries: the saved flag, else the role default (admin and contable); admin is always fixed', () => {
    expect(salaryKind(makeSalaryRecord(), makeSalaryConfig())).toBe('objetivos');
    expect(salaryKind(makeSalaryRecord(), makeSalaryConfig({ esSueldoFijo: true }))).toBe('fijo');
    expect(salaryKind(makeSalaryRecord({ rol: 'contable' }), null)).toBe('fijo');
    expect(salaryKind(makeSalaryRecord({ rol: 'contable' }), makeSalaryConfig({ esSueldoFijo: false }))).toBe(
      'objetivos',
    );
    expect(salaryKind(makeSalaryRecord({ rol: 'admin' }), makeSalaryConfig({ esSueldoFijo: false }))).toBe(
      'fijo',
    );
    expect(salaryKind(makeSalaryRecord({ tipoPago: 'horas' }), null)).toBe('horas');
  });

  it('paid, partly paid or pending', () => {
    expect(salaryStateLabel(makeSalaryRecord({ estado: 'pagado' })).label).toBe('Pagado');
    expect(salaryStateLabel(makeSalaryRecord({ detalle: { totalPagado: 5_000 } })).label).toBe(
      'Pago parcial',
    );
    expect(salaryStateLabel(makeSalaryRecord()).label).toBe('Pendiente');
  });

  it('done against the objective, or without one', () => {
    expect(doneVersusObjective(80, 100)).toBe('80 de 100');
    expect(doneVersusObjective(12, 0)).toBe('12 (sin objetivo)');
    expect(doneVersusObjective(12, null)).toBe('12 (sin objetivo)');
  });
});
