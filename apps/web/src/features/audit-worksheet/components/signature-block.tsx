import { formatTimer } from '@auditorias/domain/audits/timer';
import { formatDate } from '@auditorias/domain/format/locale';
import { Divider, Paper, SimpleGrid, Text } from '@mantine/core';

interface SignatureBlockProps {
  auditorName: string;
  date: Date;
  /** Shown to non-operators only. */
  workedSeconds: number | null;
}

/** The worksheet's signature: auditor, date and, for non-operators, the total time. */
export function SignatureBlock({ auditorName, date, workedSeconds }: SignatureBlockProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Firma" data-testid="signature-block">
      <SimpleGrid cols={{ base: 1, sm: workedSeconds === null ? 2 : 3 }}>
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Auditor
          </Text>
          <Text fw={600} style={{ fontFamily: 'Georgia, serif', fontStyle: 'italic' }} size="lg">
            {auditorName}
          </Text>
          <Divider mt={4} />
        </div>
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Fecha
          </Text>
          <Text fw={600}>{formatDate(date)}</Text>
          <Divider mt={4} />
        </div>
        {workedSeconds === null ? null : (
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Tiempo total
            </Text>
            <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatTimer(workedSeconds)}
            </Text>
            <Divider mt={4} />
          </div>
        )}
      </SimpleGrid>
    </Paper>
  );
}
