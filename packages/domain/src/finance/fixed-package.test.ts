import { describe, expect, it } from 'vitest';
import {
  argentineMonth,
  FIXED_PACKAGE_AUDITS,
  isIncluded,
  packageAmount,
  packageKey,
  packageScopeFor,
} from './fixed-package';

describe('four fixed audits', () => {
  it('the client flag wins over the branch; a branch flag alone makes a branch package', () => {
    expect(packageScopeFor({ id: 3, auditoriaFijaMes: true }, { id: 9, auditoriaFijaMes: true })).toEqual({
      clientId: 3,
      branchId: null,
    });
    expect(packageScopeFor({ id: 3, auditoriaFijaMes: false }, { id: 9, auditoriaFijaMes: true })).toEqual({
      clientId: 3,
      branchId: 9,
    });
    expect(packageScopeFor({ id: 3, auditoriaFijaMes: false }, { id: 9, auditoriaFijaMes: null })).toBeNull();
    expect(packageScopeFor({ id: 3, auditoriaFijaMes: false }, null)).toBeNull();
  });

  it('keys name the client, the branch (0 for the whole client) and the month', () => {
    expect(packageKey({ clientId: 3, branchId: null }, '2026-01')).toBe('abono:3:0:2026-01');
    expect(packageKey({ clientId: 3, branchId: 9 }, '2026-12')).toBe('abono:3:9:2026-12');
  });

  it('months are Argentine: 23:30 of the last day in Buenos Aires still belongs to that month', () => {
    expect(argentineMonth(new Date('2026-01-31T23:30:00-03:00'))).toBe('2026-01');
    expect(argentineMonth(new Date('2026-02-01T02:59:59Z'))).toBe('2026-01');
    expect(argentineMonth(new Date('2026-02-01T03:00:00Z'))).toBe('2026-02');
    expect(argentineMonth(new Date('2026-12-31T23:59:00-03:00'))).toBe('2026-12');
  });

  it('four audits at the normal price; the first four deliveries are included, free ones never', () => {
    expect(FIXED_PACKAGE_AUDITS).toBe(4);
    expect(packageAmount(1_800_000)).toBe(7_200_000);
    expect([0, 1, 2, 3, 4, 5].map((n) => isIncluded(n, false))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(isIncluded(0, true)).toBe(false);
  });
});
