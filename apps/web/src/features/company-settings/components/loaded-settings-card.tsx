import { Group, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { type QueryLike, QueryState } from '../../../components/query-state';
import { SettingsCard } from '../../../components/settings-card';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { ERROR_MESSAGE_MS, useTimedMessage } from '../../../lib/use-timed-message';

type Banner = ReturnType<typeof useTimedMessage>;

interface LoadedSettingsCardProps<D> {
  title: string;
  description: ReactNode;
  icon: ReactNode;
  /** Above the outcome message (a note on what the settings affect). */
  notice?: ReactNode;
  /** The saved settings. */
  query: QueryLike<D>;
  /** What shows when they could not be loaded, with a retry. */
  loadError: (error: unknown, retry: () => void) => ReactNode;
  /** The form, with the banner for the outcome of saving (errors stay 5 s). */
  children: (data: D, banner: Banner) => ReactNode;
}

/** A settings card whose form starts from values loaded from the server: a spinner, the load error, or the form. */
export function LoadedSettingsCard<D>({
  title,
  description,
  icon,
  notice,
  query,
  loadError,
  children,
}: LoadedSettingsCardProps<D>) {
  const banner = useTimedMessage({ errorMs: ERROR_MESSAGE_MS });
  return (
    <SettingsCard title={title} description={description} icon={icon}>
      {notice}
      <TimedMessageAlert message={banner.message} onClose={banner.clear} />
      <QueryState
        query={query}
        loading={
          <Group justify="center" py="md">
            <Loader size="sm" />
          </Group>
        }
        error={loadError}
      >
        {(data) => children(data, banner)}
      </QueryState>
    </SettingsCard>
  );
}
