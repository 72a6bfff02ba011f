import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type { EmployeeSummaryDto } from '@auditorias/domain/schemas/staff';
import { mayAuthorizeOvertimeOf, mayCloseSessions } from '@auditorias/domain/staff/access';
import { Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconClockPlus, IconLogout, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { SmallButton } from '../../../components/small-button';
import type { Period } from '../../finance/public';
import { RoleBadge } from '../../users/public';
import { staffReportPath } from '../staff-report-path';
import { hoursText } from '../staff-texts';
import { CurrentAuditLine, EmployeeCardStats } from './employee-card-stats';
import { EmployeeMonth } from './employee-month';
import { useEmployeeActions } from './use-employee-actions';

interface EmployeeCardProps {
  employee: EmployeeSummaryDto;
  actor: PublicUser;
  period: Period;
}

/** Today's overtime: the live authorization, or the warning that extra time is not covered. */
function OvertimeLine({ employee, onRevoke }: { employee: EmployeeSummaryDto; onRevoke?: () => void }) {
  const { autorizacionSupervisor: auth, necesitaAutorizacion } = employee.estadoLogin;
  if (!auth && !necesitaAutorizacion) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {necesitaAutorizacion ? (
        <Badge color="orange" variant="light">
          Horas extra sin autorizar hoy
        </Badge>
      ) : null}
      {auth ? (
        <>
          <Text size="sm" data-testid="overtime-authorized">
            Horas extras autorizadas hoy: {hoursText(auth.horas)} · {auth.motivo}
            {auth.autorizadoPor ? ` (${auth.autorizadoPor.name})` : ''}
          </Text>
          {onRevoke ? (
            <Button size="compact-xs" variant="subtle" color="orange" onClick={onRevoke}>
              Revocar
            </Button>
          ) : null}
        </>
      ) : null}
    </Group>
  );
}

/**
 * One employee of the staff centre: who, whether signed in, the month's figures, the current audit, today's
 * overtime, and the actions this user may take ('Autorizar horas extras' only while today's extra time is not
 * covered); 'Ver calendario' unfolds the month.
 */
export function EmployeeCard({ employee, actor, period }: EmployeeCardProps) {
  const [open, setOpen] = useState(false);
  const { usuario, estadoLogin } = employee;
  const actions = useEmployeeActions(usuario);
  const mayAuthorize = mayAuthorizeOvertimeOf(actor, usuario);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={usuario.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            <Title order={2} size="h4">
              {usuario.name}
            </Title>
            <RoleBadge role={usuario.role} />
            <Badge color={estadoLogin.estaLogueado ? 'green' : 'gray'} variant="dot">
              {estadoLogin.estaLogueado ? 'Conectado' : 'Desconectado'}
            </Badge>
            {estadoLogin.loginTime ? (
              <Text size="xs" c="dimmed">
                Desde <DateTime value={estadoLogin.loginTime} />
              </Text>
            ) : null}
          </Group>
          <Group gap="xs" wrap="wrap">
            {mayAuthorize && estadoLogin.necesitaAutorizacion ? (
              <SmallButton
                color="orange"
                icon={IconClockPlus}
                onClick={() => actions.openAuthorize()}
                loading={actions.authorizing}
              >
                Autorizar horas extras
              </SmallButton>
            ) : null}
            {mayCloseSessions(actor) && estadoLogin.estaLogueado ? (
              <SmallButton
                color="red"
                variant="light"
                icon={IconLogout}
                onClick={actions.confirmClose}
                loading={actions.closing}
              >
                Cerrar sesión
              </SmallButton>
            ) : null}
            <Button
              size="xs"
              variant="default"
              component="a"
              href={staffReportPath(usuario.id, period)}
              target="_blank"
              rel="noopener"
              leftSection={<IconPrinter size={14} aria-hidden />}
            >
              Imprimir reporte
            </Button>
          </Group>
        </Group>
        <EmployeeCardStats employee={employee} />
        <CurrentAuditLine employee={employee} />
        <OvertimeLine employee={employee} onRevoke={mayAuthorize ? actions.confirmRevoke : undefined} />
        <Group>
          <SmallButton
            variant="subtle"
            icon={IconCalendar}
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
          >
            {open ? 'Ocultar calendario' : 'Ver calendario'}
          </SmallButton>
        </Group>
        <Collapse expanded={open}>
          {open ? <EmployeeMonth employee={employee} period={period} mayAuthorize={mayAuthorize} /> : null}
        </Collapse>
      </Stack>
    </Paper>
  );
}
