import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

interface SettingsCardProps {
  title: string;
  /** The line under the title: what the settings are for. */
  description: ReactNode;
  /** The icon at the left of the title (aria-hidden). */
  icon: ReactNode;
  children: ReactNode;
}

/** A block of settings: a region named by its title, with its icon and description, then its content. */
export function SettingsCard({ title, description, icon, children }: SettingsCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          {icon}
          <SectionHeading title={title} description={description} size="h4" />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
