import { Alert, Button, Group, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TimedMessage } from '../lib/use-timed-message';
import { TimedMessageAlert } from './timed-message-alert';

interface ManagementModalProps {
  opened: boolean;
  /** Closing also clears the banner. */
  onClose: () => void;
  title: string;
  /** What the dialog manages (a client's or an operator's name), under the title. */
  subtitle: ReactNode;
  size?: ModalProps['size'];
  /** The outcome of the dialog's actions (a useTimedMessage). */
  banner: { message: TimedMessage | null; clear: () => void };
  /** What could not be loaded, in red above the content. */
  loadError: string | null;
  children: ReactNode;
}

/** A dialog's title in bold with what it is about (a client's or an operator's name) dimmed below. */
export function ModalTitle({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <div>
      <Text fw={700} size="lg">
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {subtitle}
      </Text>
    </div>
  );
}

/**
 * A dialog that manages one record's links (an operator's clients, a client's operators): its title with the
 * record's name below, the outcome of the last action, what failed to load, its content, and 'Cerrar'.
 */
export function ManagementModal({
  opened,
  onClose,
  title,
  subtitle,
  size,
  banner,
  loadError,
  children,
}: ManagementModalProps) {
  const close = () => {
    banner.clear();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<ModalTitle title={title} subtitle={subtitle} />}
      size={size}
    >
      <Stack gap="md">
        <TimedMessageAlert message={banner.message} onClose={banner.clear} />
        {loadError ? (
          <Alert color="red" variant="light" role="alert">
            {loadError}
          </Alert>
        ) : null}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cerrar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
