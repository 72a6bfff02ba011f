import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { STAFF_TIME, showWorkTimeWidget, WIDGET_ROLES } from '@auditorias/domain/staff/hours';
import { Alert, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useUserHoursQuery } from '../api/get-user-hours';
import { hoursText, STAFF_TEXT } from '../staff-texts';
import { StatFigure } from './stat-figure';

const TITLE = 'Tu jornada de hoy';

type Hours = NonNullable<ReturnType<typeof useUserHoursQuery>['data']>;

/** Why the widget is showing, most serious first. */
function warnings(h: Hours): string[] {
  const out: string[] = [];
  if (h.critico) out.push('Jornada crítica: más de 12 horas trabajadas hoy.');
  else if (h.excesivo) out.push('Jornada excesiva: más de 10 horas trabajadas hoy.');
  if (h.necesitaAutorizacion) {
    out.push(
      h.autorizacion
        ? `Superaste las horas extras autorizadas (${hoursText(h.horasExtraAprobadas)}).`
        : 'Tenés horas extras sin autorizar: pedí la autorización.',
    );
  }
  return out;
}

/**
 * The work-time widget (operators and supervisors): today's worked, regular and extra hours, with the extra hours
 * on a 4-hour bar. Read every 60 s; shown only when the domain rule says (extra hours unapproved, more than 10 h,
 * or an authorization needed). A failed read shows 'Error cargando información'.
 */
export function WorkTimeWidget({ user }: { user: PublicUser }) {
  const forRole = WIDGET_ROLES.includes(user.role);
  const query = useUserHoursQuery(user.id, forRole);
  if (!forRole || query.isPending) return null;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={TITLE} data-testid="work-time-widget-error">
        {STAFF_TEXT.widgetError}
      </Alert>
    );
  }
  const h = query.data;
  const visible = showWorkTimeWidget(user.role, {
    minutosSinAutorizar: Math.round(h.horasExtraSinAprobar * 60),
    excesivo: h.excesivo,
    necesitaAutorizacion: h.necesitaAutorizacion,
  });
  if (!visible) return null;
  const scale = STAFF_TIME.extraBarScaleHours;
  const share = Math.min(100, Math.round((h.horasExtra / scale) * 100));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={TITLE}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconClockExclamation size={20} color="var(--mantine-color-orange-7)" aria-hidden />
          <Title order={2} size="h4">
            {TITLE}
          </Title>
        </Group>
        <SimpleGrid cols={3} spacing="sm">
          <StatFigure label="Horas trabajadas">{hoursText(h.horasTrabajadas)}</StatFigure>
          <StatFigure label="Horas regulares">{hoursText(h.horasRegulares)}</StatFigure>
          <StatFigure label="Horas extra">{hoursText(h.horasExtra)}</StatFigure>
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            Horas extra: {hoursText(h.horasExtra)} de {scale} h
          </Text>
          <Progress
            value={share}
            color={h.critico ? 'red' : h.excesivo ? 'orange' : 'yellow'}
            aria-label="Horas extra"
            size="lg"
          />
        </Stack>
        {warnings(h).map((w) => (
          <Text key={w} size="sm" c={h.critico || h.excesivo ? 'red.7' : 'orange.8'} fw={500}>
            {w}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
