import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface FormSectionProps {
  title: string;
  icon: ReactNode;
  description?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled block of a long form (a named region, so it can be found and read as a unit). */
export function FormSection({ title, icon, description, actions, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
              {icon}
            </ThemeIcon>
            <div>
              <Title order={4} id={titleId} lh={1.3}>
                {title}
              </Title>
              {description ? (
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              ) : null}
            </div>
          </Group>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
