import type { Parsed } from '@auditorias/domain/finance/rules';
import { type FormEvent, type ReactNode, useState } from 'react';
import { confirmRecord } from '../../../components/form-card';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { type MoneyAction, moneyAction } from '../../../lib/money-write';
import type { Notify } from './use-receivable-actions';

interface MoneyRecordMutation<I> {
  mutate: (
    action: MoneyAction<I>,
    handlers: { onSuccess: (answer: { message: string }) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

interface RecordSubmit<I> {
  /** What was typed, checked: the record to send, or what is wrong with it. */
  check: () => Parsed<I>;
  /** The confirmation's title, its question about the record, and its colour. */
  confirm: (input: I) => { title: string; question: ReactNode; color: string };
  /** Clears the fields once the server recorded it. */
  onRecorded: () => void;
}

/**
 * A form that records money (an expense, a manual income): on submit it checks what was typed (the problem line
 * says what is wrong), asks before recording, sends it with a new idempotency key, then clears the form and shows
 * the server's message, or the failure after `errorPrefix`.
 */
export function useMoneyRecord<I>(mutation: MoneyRecordMutation<I>, errorPrefix: string, notify: Notify) {
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>, { check, confirm, onRecorded }: RecordSubmit<I>) {
    event.preventDefault();
    const checked = check();
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    const input = checked.value;
    confirmRecord({
      ...confirm(input),
      onConfirm: () =>
        mutation.mutate(moneyAction(input), {
          onSuccess: (answer) => {
            onRecorded();
            notify.success(answer.message);
          },
          onError: (error) => notify.error(prefixedErrorMessage(errorPrefix, error)),
        }),
    });
  }

  return { problem, submit, submitting: mutation.isPending };
}
