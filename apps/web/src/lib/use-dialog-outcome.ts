import { useState } from 'react';
import { prefixedErrorMessage } from './error-message';

/**
 * What a dialog does with its request's outcome: the server's confirmation goes to `onDone` (`fallback` when the
 * answer carries none); a refusal stays in the dialog as its problem, under the dialog's prefix ('Error devolviendo
 * auditoría: ...'). `outcome` is the request's callbacks: `mutation.mutate(body, outcome)`.
 */
export function useDialogOutcome(prefix: string, onDone: (message: string) => void, fallback = '') {
  const [problem, setProblem] = useState<string | null>(null);
  const outcome = {
    onSuccess: (answer: { message?: string | null }) => onDone(answer.message ?? fallback),
    onError: (error: unknown) => setProblem(prefixedErrorMessage(prefix, error)),
  };
  return { problem, setProblem, outcome };
}
