import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Avatar, Badge, Flex, Group, Stack, Text } from '@mantine/core';
import { initials } from '../lib/initials';

interface UserSummaryProps {
  user: PublicUser;
}

/** Who is signed in: name, email and role (on narrow screens the role goes under the name). */
export function UserSummary({ user }: UserSummaryProps) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }} data-testid="current-user">
      <Avatar color="blue" radius="xl" visibleFrom="md" aria-hidden>
        {initials(user.name)}
      </Avatar>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'flex-start', sm: 'center' }}
        gap={{ base: 2, sm: 'sm' }}
        style={{ minWidth: 0 }}
      >
        <Stack gap={0} style={{ minWidth: 0 }} maw={{ base: 150, sm: 220 }}>
          <Text size="sm" fw={600} lh={1.3} truncate="end" data-testid="current-user-name">
            {user.name}
          </Text>
          <Text
            size="xs"
            c="dimmed"
            lh={1.3}
            truncate="end"
            visibleFrom="sm"
            data-testid="current-user-email"
          >
            {user.email}
          </Text>
        </Stack>
        <Badge variant="light" size="sm" style={{ flexShrink: 0 }} data-testid="current-user-role">
          {ROLE_LABELS[user.role]}
        </Badge>
      </Flex>
    </Group>
  );
}
