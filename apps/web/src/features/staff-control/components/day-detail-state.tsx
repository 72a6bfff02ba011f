import type { dayDetailResponseSchema } from '@auditorias/domain/schemas/staff';
import { Alert, Badge, type MantineSize, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { LoadingSpinner, QueryState } from '../../../components/query-state';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useDayDetailQuery } from '../api/get-day-detail';
import { DAY_LEVELS, hoursText, STAFF_TEXT } from '../staff-texts';
import { StatFigure } from './stat-figure';

type DayDetail = z.infer<typeof dayDetailResponseSchema>;

/**
 * One employee's day (GET day-detail) once read — with whether it shows corrections (a supervisor's day, or a day
 * that has some): a small spinner before (named `loadingLabel`), the day detail's error if it fails.
 */
export function DayDetailState({
  employee,
  fecha,
  loadingLabel,
  loadingPy,
  onError,
  children,
}: {
  employee: { id: number; role: string };
  fecha: string;
  loadingLabel: string;
  loadingPy: MantineSpacing;
  /** Shown under the error when the day cannot be read (the user detail's estimated hours). */
  onError?: ReactNode;
  children: (detail: DayDetail & { showCorrections: boolean }) => ReactNode;
}) {
  const query = useDayDetailQuery(employee.id, fecha);
  return (
    <QueryState
      query={query}
      loading={<LoadingSpinner label={loadingLabel} size="sm" py={loadingPy} />}
      error={(error) => (
        <>
          <Alert color="red" variant="light" role="alert">
            {prefixedErrorMessage(STAFF_TEXT.dayDetailError, error)}
          </Alert>
          {onError}
        </>
      )}
    >
      {(detail) =>
        children({
          ...detail,
          showCorrections: employee.role === 'supervisor' || detail.resumen.totalCorrecciones > 0,
        })
      }
    </QueryState>
  );
}

/** The day's hours under `label`, with the day's level when it has any. */
export function DayHoursFigure({ label, resumen }: { label: string; resumen: DayDetail['resumen'] }) {
  return (
    <StatFigure label={label}>
      {hoursText(resumen.totalHoras)}{' '}
      {resumen.totalHoras > 0 ? (
        <Badge color={DAY_LEVELS[resumen.nivel].color} variant="light" size="sm">
          {DAY_LEVELS[resumen.nivel].label}
        </Badge>
      ) : null}
    </StatFigure>
  );
}

/** Whether a day's extra hours are authorized: ' (autorizadas 2 h)' or ' (sin autorizar)'. */
export function authorizationNote(autorizacion: DayDetail['autorizacion']): string {
  return autorizacion ? ` (autorizadas ${hoursText(autorizacion.horas)})` : ' (sin autorizar)';
}

/** An open session's 'activa'. */
export function ActiveBadge({ size }: { size?: MantineSize }) {
  return (
    <Badge color="green" variant="light" size={size}>
      activa
    </Badge>
  );
}
