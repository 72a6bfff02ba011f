import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from './section-heading';

interface PageSectionProps {
  /** The page's title, and the accessible name of its region. */
  title: string;
  /** The line under the title. */
  description: ReactNode;
  /** Buttons on the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A screen: a region named by its title, its page heading (with its buttons), then its content. */
export function PageSection({ title, description, actions, children }: PageSectionProps) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <PageHeading title={title} description={description} actions={actions} />
      {children}
    </Stack>
  );
}
