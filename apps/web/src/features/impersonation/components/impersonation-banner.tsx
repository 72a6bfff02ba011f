import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Button, Group, Text } from '@mantine/core';
import { IconLogout2, IconSpy } from '@tabler/icons-react';
import type { Impersonator } from '../../auth/public';

/** Height of the banner, added to the header's. */
export const IMPERSONATION_BANNER_HEIGHT = 44;

interface ImpersonationBannerProps {
  user: PublicUser;
  impersonator: Impersonator;
  exiting: boolean;
  onExit: () => void;
}

/** Red, full width, above everything while an admin views the product as someone else. */
export function ImpersonationBanner({ user, impersonator, exiting, onExit }: ImpersonationBannerProps) {
  return (
    <Group
      h={IMPERSONATION_BANNER_HEIGHT}
      px="md"
      gap="sm"
      justify="space-between"
      wrap="nowrap"
      bg="red.7"
      c="white"
      role="region"
      aria-label="Modo impersonación"
      data-testid="impersonation-banner"
    >
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconSpy size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text fw={800} size="sm" style={{ letterSpacing: 0.5, flexShrink: 0 }}>
          MODO IMPERSONACIÓN
        </Text>
        <Text size="sm" truncate="end">
          Estás viendo el sistema como <strong>{user.name}</strong> ({ROLE_LABELS[user.role]}) ·
          Administrador: <strong>{impersonator.name}</strong>
        </Text>
      </Group>
      <Button
        size="compact-sm"
        color="white"
        variant="white"
        c="red.8"
        leftSection={<IconLogout2 size={16} aria-hidden />}
        loading={exiting}
        onClick={onExit}
        style={{ flexShrink: 0 }}
      >
        Salir de impersonación
      </Button>
    </Group>
  );
}
