import { Stack, Text, Title } from '@mantine/core';
import { ReviewHistory } from './review-history';

/** 'Auditorías Completas' (supervisor): the history of finished, delivered and billed audits. */
export function CompleteAuditsPanel() {
  return (
    <Stack gap="md" data-testid="complete-audits">
      <div>
        <Title order={2}>Auditorías Completas</Title>
        <Text size="sm" c="dimmed">
          Terminadas, entregadas y facturadas, con sus reportes.
        </Text>
      </div>
      <ReviewHistory />
    </Stack>
  );
}
