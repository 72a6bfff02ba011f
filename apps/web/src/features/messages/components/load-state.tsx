import { Alert, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingText } from '../../../components/query-state';
import { errorMessage } from '../../../lib/error-message';

interface LoadStateProps {
  /** The first answer is still on its way: a small spinner with `loadingText`. */
  loading: boolean;
  loadingText: string;
  loadingPy?: MantineSpacing;
  /** The load failed: the server's message in a light red alert, `errorText` when it has none. */
  failed: boolean;
  error: unknown;
  errorText: string;
  errorMargin?: MantineSpacing;
  /** Shown instead of the content when there is nothing to show (false: not empty). */
  empty: ReactNode;
  children: ReactNode;
}

/** A messages list, one state at a time: loading, failed, empty, or its content. */
export function LoadState({
  loading,
  loadingText,
  loadingPy,
  failed,
  error,
  errorText,
  errorMargin,
  empty,
  children,
}: LoadStateProps) {
  if (loading) return <LoadingText text={loadingText} gap="xs" py={loadingPy} />;
  if (failed) {
    return (
      <Alert color="red" variant="light" m={errorMargin}>
        {errorMessage(error, errorText)}
      </Alert>
    );
  }
  return <>{empty || children}</>;
}
