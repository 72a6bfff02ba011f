import { staffReportResponseSchema } from '@auditorias/domain/schemas/staff';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import { staffQueryKey } from './staff-query-keys';

export interface StaffReportParams {
  userId: number;
  mes: number;
  anio: number;
}

/** GET /work-sessions/report?userId&mes&anio: the printable monthly report of one employee. */
export function getStaffReport(params: StaffReportParams, signal?: AbortSignal) {
  return apiRequest('/work-sessions/report', {
    query: { userId: params.userId, mes: params.mes, anio: params.anio },
    schema: staffReportResponseSchema,
    signal,
  });
}

export function useStaffReportQuery(params: StaffReportParams) {
  return useQuery(
    apiQuery([...staffQueryKey, 'report', params] as const, (signal) => getStaffReport(params, signal)),
  );
}
