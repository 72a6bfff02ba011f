import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { ErrorText } from './error-alert';

interface FormCardProps {
  title: string;
  /** The form's accessible name ('Nuevo gasto'). */
  name: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What is wrong with what was typed: a red line announced to screen readers. */
  problem: string | null;
  /** The submit button's text ('Registrar gasto'). */
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}

/** A form that adds a record, in a card named by its title: its fields, its problem line and its add button. */
export function FormCard({
  title,
  name,
  onSubmit,
  problem,
  submitLabel,
  submitting,
  children,
}: FormCardProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate aria-label={name}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {children}
          <ErrorText>{problem}</ErrorText>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

interface ConfirmRecordOptions {
  /** The dialog's title ('Registrar gasto'). */
  title: string;
  /** What will be recorded, as a question. */
  question: ReactNode;
  /** The confirm button's colour. */
  color: string;
  onConfirm: () => void;
}

/** Asks before a FormCard's record is sent: its question, 'Registrar' and 'Cancelar'. */
export function confirmRecord({ title, question, color, onConfirm }: ConfirmRecordOptions) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{question}</Text>,
    labels: { confirm: 'Registrar', cancel: 'Cancelar' },
    confirmProps: { color },
    onConfirm,
  });
}
