import { mySalaryResponseSchema } from '@auditorias/domain/schemas/salaries';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import type { Period } from '../../finance/public';
import { salariesQueryKey } from './salary-query-keys';

/**
 * GET /sueldos/mi-sueldo?mes&anio: the signed-in user's own salary record of a month (null when none is calculated)
 * and the month's saved configuration. Refused with 'Usuario sin sueldo habilitado' to users without the right.
 */
export function getMySalary(period: Period, signal?: AbortSignal) {
  return apiRequest('/sueldos/mi-sueldo', {
    query: { mes: period.mes, anio: period.anio },
    schema: mySalaryResponseSchema,
    signal,
  });
}

/** The key names the user too: an impersonation changes whose salary "mine" is. */
export function mySalaryQueryKey(userId: number, period: Period) {
  return [...salariesQueryKey, 'mine', userId, period.mes, period.anio] as const;
}

export function useMySalaryQuery(userId: number, period: Period, enabled = true) {
  return useQuery(
    apiQuery(mySalaryQueryKey(userId, period), (signal) => getMySalary(period, signal), {
      enabled,
      staleTime: 60_000,
    }),
  );
}
