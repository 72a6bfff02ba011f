import { awaitingReviewCount } from '@auditorias/domain/audits/states';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconCircleCheck, IconClipboardList, IconTrendingUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateTime } from '../../../components/date-time';
import { SectionHeading } from '../../../components/section-heading';
import { useAuditCountsQuery } from '../../audits/public';
import { useMyDeliveredPageQuery } from '../api/list-my-supervisor-audits';
import {
  MONTH_WORK_LIST_SIZE,
  MONTH_WORK_PAGE_SIZE,
  monthWork,
  performanceColor,
  performancePercent,
  SUPERVISOR_MONTHLY_TARGET,
} from '../supervisor-performance';

/**
 * 'Panel de Supervisor': audits pending review (the server's count of terminada + guardado_supervisor), work
 * completed this Argentine month (the last 10) and personal performance against the monthly target, read from the
 * first page of the supervisor's delivered audits (no endpoint counts them). A failed load shows zeros (spec
 * section 8).
 */
export function SupervisorPanel({ now = new Date() }: { now?: Date }) {
  const counts = useAuditCountsQuery({ refetchInterval: 60_000 });
  const delivered = useMyDeliveredPageQuery(MONTH_WORK_PAGE_SIZE);
  const pendingCount = awaitingReviewCount(counts.data?.conteo ?? {});
  const { done, mayBeMore } = delivered.data
    ? monthWork(delivered.data, now)
    : { done: [], mayBeMore: false };
  const doneText = mayBeMore ? `${done.length}+` : String(done.length);
  const percent = performancePercent(done.length);
  const color = performanceColor(percent);

  return (
    <Stack gap="md" data-testid="supervisor-panel">
      <SectionHeading title="Panel de Supervisor" description="Tu trabajo de revisión de este mes." />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <FigureCard
          label="Auditorías pendientes"
          value={pendingCount}
          hint="Esperando tu revisión"
          icon={<IconClipboardList size={24} aria-hidden />}
          iconColor="blue"
          testIds={{ card: 'supervisor-pending-card', value: 'supervisor-pending-count' }}
        >
          <Button
            component={Link}
            to="/dashboard?tab=audit-review"
            variant="light"
            size="xs"
            mt="md"
            fullWidth
          >
            Ir a revisión
          </Button>
        </FigureCard>
        <FigureCard
          label="Trabajo completado este mes"
          value={doneText}
          hint="Auditorías aprobadas y enviadas"
          icon={<IconCircleCheck size={24} aria-hidden />}
          iconColor="teal"
          testIds={{ card: 'supervisor-month-card', value: 'supervisor-month-count' }}
        />
        <FigureCard
          label="Rendimiento personal"
          value={`${percent}%`}
          valueColor={color}
          hint={`${doneText} de ${SUPERVISOR_MONTHLY_TARGET} este mes`}
          icon={<IconTrendingUp size={24} aria-hidden />}
          iconColor={color}
          testIds={{ card: 'supervisor-performance-card', value: 'supervisor-performance' }}
        >
          <Progress value={percent} color={color} mt="md" size="md" aria-label="Rendimiento personal" />
        </FigureCard>
      </SimpleGrid>

      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>Completadas este mes</Text>
          <Badge variant="light" color="teal">
            {doneText}
          </Badge>
        </Group>
        {done.length === 0 ? (
          <Text size="sm" c="dimmed">
            Todavía no enviaste auditorías este mes.
          </Text>
        ) : (
          <List spacing={4} size="sm" listStyleType="none">
            {done.slice(0, MONTH_WORK_LIST_SIZE).map((audit) => (
              <List.Item key={audit.id}>
                {/* On a phone the client and the day go under the title instead of past the edge. */}
                <Group gap="xs" wrap="wrap" style={{ rowGap: 0 }}>
                  <Text size="sm" c="dimmed" w={48}>
                    #{audit.id}
                  </Text>
                  <Text size="sm" fw={500} style={{ flex: '1 1 10rem', minWidth: 0 }} truncate>
                    {audit.titulo}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {audit.client.nombre}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <DateTime value={audit.fechaEntrega} dateOnly />
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {done.length > MONTH_WORK_LIST_SIZE ? (
          <Anchor component={Link} to="/dashboard?tab=my-supervisor-audits" size="sm" mt="xs">
            Ver todas
          </Anchor>
        ) : null}
      </Card>
    </Stack>
  );
}

/** One figure of the panel: its label, the number, a hint under it and its icon, and what goes below. */
function FigureCard({
  label,
  value,
  valueColor,
  hint,
  icon,
  iconColor,
  testIds,
  children,
}: {
  label: string;
  value: ReactNode;
  valueColor?: string;
  hint: string;
  icon: ReactNode;
  iconColor: string;
  testIds: { card: string; value: string };
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testIds.card}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fz={36} fw={700} lh={1.2} c={valueColor} data-testid={testIds.value}>
            {value}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={iconColor}>
          {icon}
        </ThemeIcon>
      </Group>
      {children}
    </Card>
  );
}
