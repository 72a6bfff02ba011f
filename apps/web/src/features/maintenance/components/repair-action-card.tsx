import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTool } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert, SuccessAlert } from '../../../components/error-alert';
import { prefixedErrorMessage } from '../../../lib/error-message';
import type { RepairResult } from '../api/repair-result';

interface RepairActionCardProps<T extends RepairResult> {
  /** The button text, also the card title. */
  label: string;
  description: string;
  confirmMessage: string;
  successFallback: string;
  /** What failed ('Error reparando …'), followed by the server's reason. */
  errorPrefix: string;
  mutation: UseMutationResult<T, Error, void>;
  /** What the repair changed, shown under the result's text. */
  renderDetails?: (result: T) => ReactNode;
  testId: string;
}

/** One repair tool: what it does, a button behind a confirmation, and the outcome. */
export function RepairActionCard<T extends RepairResult>({
  label,
  description,
  confirmMessage,
  successFallback,
  errorPrefix,
  mutation,
  renderDetails,
  testId,
}: RepairActionCardProps<T>) {
  function confirm() {
    modals.openConfirmModal({
      title: `¿${label}?`,
      children: <Text size="sm">{confirmMessage}</Text>,
      labels: { confirm: 'Confirmar', cancel: 'Cancelar' },
      confirmProps: { color: 'orange' },
      onConfirm: () => mutation.mutate(),
    });
  }

  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h4">
          {label}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {mutation.isSuccess ? <SuccessAlert>{mutation.data.message ?? successFallback}</SuccessAlert> : null}
        {mutation.isSuccess && renderDetails ? renderDetails(mutation.data) : null}
        {mutation.isError ? (
          <ErrorAlert>
            {prefixedErrorMessage(errorPrefix, mutation.error, `${errorPrefix}: Error interno del servidor`)}
          </ErrorAlert>
        ) : null}
        <Button
          mt="auto"
          color="orange"
          variant="light"
          leftSection={<IconTool size={18} aria-hidden />}
          loading={mutation.isPending}
          onClick={confirm}
          style={{ alignSelf: 'flex-start' }}
        >
          {label}
        </Button>
      </Stack>
    </Card>
  );
}
