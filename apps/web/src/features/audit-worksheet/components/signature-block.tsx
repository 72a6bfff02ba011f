import { formatTimer } from '@auditorias/domain/audits/timer';
import { formatDate } from '@auditorias/domain/format/locale';
import { Divider, Paper, SimpleGrid, Text, type TextProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

interface SignatureBlockProps {
  auditorName: string;
  /** When the audit was finished; not yet finished: today. */
  finishedAt: string | null | undefined;
  /** Shown to non-operators only. */
  workedSeconds: number | null;
}

/** One line of the signature: its label, what is signed and the line under it. */
function SignatureLine({
  label,
  style,
  size,
  children,
}: {
  label: string;
  style?: CSSProperties;
  size?: TextProps['size'];
  children: ReactNode;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={600} style={style} size={size}>
        {children}
      </Text>
      <Divider mt={4} />
    </div>
  );
}

/** The worksheet's signature: auditor, date and, for non-operators, the total time. */
export function SignatureBlock({ auditorName, finishedAt, workedSeconds }: SignatureBlockProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Firma" data-testid="signature-block">
      <SimpleGrid cols={{ base: 1, sm: workedSeconds === null ? 2 : 3 }}>
        <SignatureLine
          label="Auditor"
          style={{ fontFamily: 'Georgia, serif', fontStyle: 'italic' }}
          size="lg"
        >
          {auditorName}
        </SignatureLine>
        <SignatureLine label="Fecha">
          {formatDate(finishedAt ? new Date(finishedAt) : new Date())}
        </SignatureLine>
        {workedSeconds === null ? null : (
          <SignatureLine label="Tiempo total" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatTimer(workedSeconds)}
          </SignatureLine>
        )}
      </SimpleGrid>
    </Paper>
  );
}
