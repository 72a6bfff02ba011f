import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';

/** One thing to do now: what it is, and the button that leads to where it is done. */
export interface NextStep {
  key: string;
  text: ReactNode;
  /** The button: a link in the app (`to`), a jump on the page (`href`) or an action (`onClick`). */
  action: { label: string; to?: string; href?: string; onClick?: () => void; loading?: boolean };
}

/** The block's title: a start screen opens with it. */
export const NEXT_STEPS_TITLE = 'Qué hacer ahora';
/** What the block says when nothing waits. */
export const ALL_DONE = 'Todo al día';
/** At most this many items show before 'Ver N más' (a phone keeps the work itself on its first screen). */
export const NEXT_STEPS_VISIBLE = 3;

interface NextStepsProps {
  /** The items in the order they matter; undefined while their figures load. */
  items: readonly NextStep[] | undefined;
  /** The line under 'Todo al día' when nothing waits. */
  doneText: string;
}

/**
 * A start screen's 'Qué hacer ahora': a short list of what waits for this person, each with the button that leads
 * to where it is done; 'Todo al día' when nothing does. Compact: at most three items show, the rest behind
 * 'Ver N más'; each button is a 44 px target on a phone (phone.css).
 */
export function NextSteps({ items, doneText }: NextStepsProps) {
  const titleId = useId();
  const [all, setAll] = useState(false);
  const shown = items && !all ? items.slice(0, NEXT_STEPS_VISIBLE) : items;
  const hiddenCount = items ? items.length - (shown?.length ?? 0) : 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby={titleId}
      data-testid="next-steps"
      bg="var(--mantine-color-blue-light)"
    >
      <Title order={2} size="h5" id={titleId} mb={6}>
        {NEXT_STEPS_TITLE}
      </Title>
      {items === undefined ? (
        <Stack gap={6} aria-busy="true">
          <Skeleton height={20} />
          <Skeleton height={20} width="70%" />
        </Stack>
      ) : items.length === 0 ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconCircleCheck size={20} color="var(--mantine-color-green-text)" aria-hidden />
          <div>
            <Text size="sm" fw={600}>
              {ALL_DONE}
            </Text>
            <Text size="sm">{doneText}</Text>
          </div>
        </Group>
      ) : (
        // On a wide screen each button stays near its sentence.
        <Stack gap={6} component="ul" m={0} p={0} maw={760} style={{ listStyle: 'none' }}>
          {shown?.map((item) => (
            <Group
              key={item.key}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              data-next-step={item.key}
            >
              <Text size="sm" style={{ flex: '1 1 auto', minWidth: 0 }}>
                {item.text}
              </Text>
              <StepButton action={item.action} />
            </Group>
          ))}
        </Stack>
      )}
      {hiddenCount > 0 ? (
        <Button variant="subtle" size="xs" px={4} mt={6} onClick={() => setAll(true)}>
          Ver {hiddenCount} más
        </Button>
      ) : null}
    </Paper>
  );
}

function StepButton({ action }: { action: NextStep['action'] }) {
  const common = { size: 'xs', variant: 'filled', style: { flex: '0 0 auto' } } as const;
  if (action.href !== undefined)
    return (
      <Button {...common} component="a" href={action.href}>
        {action.label}
      </Button>
    );
  if (action.to !== undefined)
    return (
      <Button {...common} component={Link} to={action.to}>
        {action.label}
      </Button>
    );
  return (
    <Button {...common} onClick={action.onClick} loading={action.loading}>
      {action.label}
    </Button>
  );
}
