import type { Role } from '@auditorias/domain/auth/roles';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { mayAuthorizeOvertimeOf } from '@auditorias/domain/staff/access';
import { dayOfInstant, fallbackWorkHours } from '@auditorias/domain/staff/hours';
import { Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { SmallButton } from '../../../components/small-button';
import { hoursText } from '../staff-texts';
import { DayDetailModal } from './day-detail-modal';
import { ActiveBadge, authorizationNote, DayDetailState, DayHoursFigure } from './day-detail-state';
import { StatFigure } from './stat-figure';

interface UserTimeControlBlockProps {
  /** An employee of the staff centre (operador, supervisor, contable). */
  employee: { id: number; name: string; role: Role };
  /** Who looks (admin or contable: the staff centre's readers). */
  viewer: PublicUser;
}

/**
 * When today's hours cannot be read, the spec's estimate (§7 "Staff time control", §9 "Fallback hours":
 * `fallbackWorkHours`, by role: admin 7, supervisor 8.5, others 8), said to be an estimate and never added to any
 * total: the hours recorded are the staff centre's.
 */
export function EstimatedHours({ role }: { role: Role }) {
  return (
    <Text size="sm" mt="xs" data-testid="estimated-hours">
      Horas estimadas de hoy: {hoursText(fallbackWorkHours(role))}{' '}
      <Text span size="xs" c="dimmed">
        (estimación por rol mientras no se puede leer el control horario; no son horas registradas)
      </Text>
    </Text>
  );
}

/**
 * The time-control block of the user detail (spec section 2, 'time control'): the employee's Argentine today as
 * the staff centre's day detail reads it (GET /work-sessions/day-detail/{id}/{today}): hours (with the day's
 * level), extra hours and their authorization, audits completed, and today's sign-in sessions; 'Ver detalle del
 * día' opens the staff centre's day detail with the audits. The caller shows it only to the staff centre's
 * readers (`mayReadStaffControl`) and for staff users.
 */
export function UserTimeControlBlock({ employee, viewer }: UserTimeControlBlockProps) {
  const [today] = useState(() => dayOfInstant(Date.now()));
  const [detailOpen, setDetailOpen] = useState(false);
  return (
    <DayDetailState
      employee={employee}
      fecha={today}
      loadingLabel="Cargando control horario"
      loadingPy="sm"
      onError={<EstimatedHours role={employee.role} />}
    >
      {({ resumen, sesion, sesiones, autorizacion, showCorrections }) => (
        <Stack gap="sm" data-testid="user-time-control">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <DayHoursFigure label="Horas de hoy" resumen={resumen} />
            <StatFigure label="Horas extra">
              {hoursText(resumen.horasExtra)}
              {resumen.horasExtra > 0 ? authorizationNote(autorizacion) : ''}
            </StatFigure>
            <StatFigure label="Auditorías completadas">
              {resumen.totalAuditorias}
              {showCorrections ? ` · ${resumen.totalCorrecciones} correcciones` : ''}
            </StatFigure>
            <StatFigure label="Sesión">
              {sesion.activa ? <ActiveBadge /> : sesion.loginTime ? 'cerrada' : 'Sin sesión hoy'}
            </StatFigure>
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Sesiones de hoy
            </Text>
            {sesiones.length === 0 ? (
              <Text size="sm" c="dimmed">
                No inició sesión hoy.
              </Text>
            ) : (
              <List size="sm" spacing={2} data-testid="user-time-sessions">
                {sesiones.map((s) => (
                  <List.Item key={s.id}>
                    <DateTime value={s.inicio} /> –{' '}
                    {s.activa ? <ActiveBadge size="sm" /> : <DateTime value={s.fin} fallback="sin cierre" />}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
          <Group>
            <SmallButton variant="light" icon={IconCalendarEvent} onClick={() => setDetailOpen(true)}>
              Ver detalle del día
            </SmallButton>
          </Group>
          <DayDetailModal
            employee={employee}
            fecha={detailOpen ? today : null}
            onClose={() => setDetailOpen(false)}
            mayAuthorize={mayAuthorizeOvertimeOf(viewer, employee)}
          />
        </Stack>
      )}
    </DayDetailState>
  );
}
