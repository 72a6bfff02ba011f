import { Divider, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface UserDetailSectionProps {
  title: string;
  children: ReactNode;
  testId?: string;
}

/** One block of the user detail, named by its title (a region for assistive technology). */
export function UserDetailSection({ title, children, testId }: UserDetailSectionProps) {
  return (
    <Stack gap="sm" component="section" aria-label={title} data-testid={testId}>
      <Divider />
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
