import {
  Alert,
  Button,
  Group,
  type MantineColor,
  type MantineSpacing,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type ComponentPropsWithoutRef, type FormEvent, type ReactNode, useState } from 'react';
import { ErrorAlert } from './error-alert';

export interface ReasonField {
  label: string;
  /** Marks the field required: a blank reason (after trimming) is never confirmed. */
  required?: boolean;
  /**
   * The refusal of a blank required reason. Without it the confirmation waits, disabled, until something is
   * written.
   */
  requiredMessage?: string;
  /** Where the refusal shows: under the field (default) or in the alert line above the buttons. */
  refusalIn?: 'field' | 'alert';
  minRows?: number;
  maxRows?: number;
  maxLength?: number;
  /** A one-line input (Enter confirms) instead of a text area. */
  singleLine?: boolean;
  /** The field takes the focus when the dialog opens (default). */
  autoFocus?: boolean;
}

export interface ConfirmButton {
  label: ReactNode;
  color?: MantineColor;
  icon?: ReactNode;
  /** An accessible name when the label alone does not say what is confirmed. */
  ariaLabel?: string;
  disabled?: boolean;
}

type FormAttributes = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> &
  Partial<Record<`data-${string}`, string>>;

export interface ReasonConfirmFormProps {
  /** What the confirmation is about (an audit's title), in bold before the intro. */
  subject?: ReactNode;
  /** What the confirmation does, first in the form. */
  intro?: ReactNode;
  /** Other fields, between the intro and the reason. */
  children?: ReactNode;
  /** A warning line above the reason. */
  warning?: { text: ReactNode; color?: MantineColor };
  /** The reason; without it the form has none. */
  reason?: ReasonField;
  /** Fields below the reason. */
  after?: ReactNode;
  /** A refusal of the caller's own checks or the server's error, in the alert line. */
  problem?: string | null;
  confirm: ConfirmButton;
  cancelLabel?: string;
  /** The request is on its way: the confirmation spins and 'Cancelar' waits. */
  pending?: boolean;
  /** The small version, inside a list or a card. */
  compact?: boolean;
  /** The space between the rows ('md', or 6 when compact, unless said). */
  gap?: MantineSpacing;
  formProps?: FormAttributes;
  /** The caller's own checks, run with the reason's on every confirmation; false stops it. */
  validate?: () => boolean;
  /** Every change of the reason (e.g. to clear an earlier problem). */
  onReasonChange?: (reason: string) => void;
  /** The confirmation, with the reason trimmed ('' when there is none). */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * The one shape of a confirmation that may ask for a reason: its subject and intro, other fields, an optional warning, the
 * reason (optional or required, with its refusal), the alert line of the server's error, and 'Cancelar' and the
 * confirmation with its pending state.
 */
export function ReasonConfirmForm({
  subject,
  intro,
  children,
  warning,
  reason,
  after,
  problem,
  confirm,
  cancelLabel = 'Cancelar',
  pending = false,
  compact = false,
  gap = compact ? 6 : 'md',
  formProps,
  validate,
  onReasonChange,
  onConfirm,
  onCancel,
}: ReasonConfirmFormProps) {
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const blank = text.trim() === '';
  const waitsForReason = Boolean(reason?.required && !reason.requiredMessage && blank);
  const refusalInAlert = reason?.refusalIn === 'alert';
  const alertText = (refusalInAlert ? refusal : null) ?? problem ?? null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reasonRefused = reason?.required === true && blank;
    const reasonProblem = reasonRefused ? (reason?.requiredMessage ?? null) : null;
    setRefusal(reasonProblem);
    const othersPass = validate ? validate() : true;
    if (reasonRefused || !othersPass) return;
    onConfirm(text.trim());
  }

  const fieldProps = {
    label: reason?.label,
    required: reason?.required,
    maxLength: reason?.maxLength,
    value: text,
    error: refusalInAlert ? undefined : refusal,
    size: compact ? 'xs' : undefined,
    ...(reason?.autoFocus === false ? {} : { 'data-autofocus': true }),
  };
  const change = (value: string) => {
    setText(value);
    setRefusal(null);
    onReasonChange?.(value);
  };

  return (
    <form noValidate {...formProps} onSubmit={submit}>
      <Stack gap={gap}>
        {subject || intro ? (
          <Text size="sm">
            {subject ? (
              <Text span fw={600}>
                {subject}
              </Text>
            ) : null}
            {subject && intro ? ' ' : null}
            {intro}
          </Text>
        ) : null}
        {children}
        {warning ? (
          <Alert color={warning.color} variant="light" role="note">
            {warning.text}
          </Alert>
        ) : null}
        {reason ? (
          reason.singleLine ? (
            <TextInput {...fieldProps} onChange={(e) => change(e.currentTarget.value)} />
          ) : (
            <Textarea
              {...fieldProps}
              autosize
              minRows={reason.minRows ?? 2}
              maxRows={reason.maxRows}
              onChange={(e) => change(e.currentTarget.value)}
            />
          )
        ) : null}
        {after}
        {alertText ? <ErrorAlert>{alertText}</ErrorAlert> : null}
        <Group justify="flex-end" gap={compact ? 6 : 'md'}>
          <Button
            variant="default"
            size={compact ? 'compact-xs' : undefined}
            onClick={onCancel}
            disabled={pending}
          >
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            size={compact ? 'compact-xs' : undefined}
            color={confirm.color}
            leftSection={confirm.icon}
            loading={pending}
            disabled={confirm.disabled || waitsForReason}
            aria-label={confirm.ariaLabel}
          >
            {confirm.label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
