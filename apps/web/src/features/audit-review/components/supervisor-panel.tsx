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
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconClipboardList, IconTrendingUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DateTime } from '../../../components/date-time';
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
  const pendingCount = (counts.data?.conteo.terminada ?? 0) + (counts.data?.conteo.guardado_supervisor ?? 0);
  const { done, mayBeMore } = delivered.data
    ? monthWork(delivered.data, now)
    : { done: [], mayBeMore: false };
  const doneText = mayBeMore ? `${done.length}+` : String(done.length);
  const percent = performancePercent(done.length);
  const color = performanceColor(percent);

  return (
    <Stack gap="md" data-testid="supervisor-panel">
      <div>
        <Title order={2}>Panel de Supervisor</Title>
        <Text size="sm" c="dimmed">
          Tu trabajo de revisión de este mes.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Card withBorder radius="md" padding="lg" data-testid="supervisor-pending-card">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text size="sm" c="dimmed" fw={600}>
                Auditorías pendientes
              </Text>
              <Text fz={36} fw={700} lh={1.2} data-testid="supervisor-pending-count">
                {pendingCount}
              </Text>
              <Text size="xs" c="dimmed">
                Esperando tu revisión
              </Text>
            </div>
            <ThemeIcon size={44} radius="md" variant="light" color="blue">
              <IconClipboardList size={24} aria-hidden />
            </ThemeIcon>
          </Group>
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
        </Card>

        <Card withBorder radius="md" padding="lg" data-testid="supervisor-month-card">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text size="sm" c="dimmed" fw={600}>
                Trabajo completado este mes
              </Text>
              <Text fz={36} fw={700} lh={1.2} data-testid="supervisor-month-count">
                {doneText}
              </Text>
              <Text size="xs" c="dimmed">
                Auditorías aprobadas y enviadas
              </Text>
            </div>
            <ThemeIcon size={44} radius="md" variant="light" color="teal">
              <IconCircleCheck size={24} aria-hidden />
            </ThemeIcon>
          </Group>
        </Card>

        <Card withBorder radius="md" padding="lg" data-testid="supervisor-performance-card">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text size="sm" c="dimmed" fw={600}>
                Rendimiento personal
              </Text>
              <Text fz={36} fw={700} lh={1.2} c={color} data-testid="supervisor-performance">
                {percent}%
              </Text>
              <Text size="xs" c="dimmed">
                {`${doneText} de ${SUPERVISOR_MONTHLY_TARGET} este mes`}
              </Text>
            </div>
            <ThemeIcon size={44} radius="md" variant="light" color={color}>
              <IconTrendingUp size={24} aria-hidden />
            </ThemeIcon>
          </Group>
          <Progress value={percent} color={color} mt="md" size="md" aria-label="Rendimiento personal" />
        </Card>
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
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" c="dimmed" w={48}>
                    #{audit.id}
                  </Text>
                  <Text size="sm" fw={500} style={{ flex: 1 }} truncate>
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
