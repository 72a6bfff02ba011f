import { Group, type MantineSpacing, Stack, Tabs, Text, Title, type TitleOrder } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

interface SectionHeadingProps {
  title: ReactNode;
  /** The line under the title. */
  description: ReactNode;
  order?: TitleOrder;
  /** The title's look when it differs from its level (a page's h1 shown as h3). */
  size?: string;
  /** Buttons on the right of the heading. */
  actions?: ReactNode;
  /** The space between the heading and its actions. */
  gap?: MantineSpacing;
}

/** A screen's title (a level-1 heading shown as h3, unless said) with its description and its buttons. */
export function PageHeading(props: SectionHeadingProps) {
  return <SectionHeading order={1} size="h3" gap="sm" {...props} />;
}

/** A screen's or a section's title with its line of description, and its buttons on the right. */
export function SectionHeading({ title, description, order = 2, size, actions, gap }: SectionHeadingProps) {
  const heading = (
    <div>
      <Title order={order} size={size}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </div>
  );
  if (actions === undefined) return heading;
  return (
    <Group justify="space-between" align="flex-end" gap={gap}>
      {heading}
      {actions}
    </Group>
  );
}

export interface SectionTab {
  value: string;
  label: string;
  icon: TablerIcon;
  content: ReactNode;
}

/** A section made of views: its heading and its views as pill tabs, the first one open (each mounted when shown). */
export function TabbedSection({
  title,
  description,
  tabs,
  testId,
}: {
  title: string;
  description: string;
  tabs: readonly SectionTab[];
  testId?: string;
}) {
  const [view, setView] = useState<string | null>(tabs[0]?.value ?? null);
  return (
    <Stack gap="md" data-testid={testId}>
      <SectionHeading title={title} description={description} />
      <Tabs value={view} onChange={setView} keepMounted={false} variant="pills">
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={<tab.icon size={16} aria-hidden />}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            {tab.content}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
