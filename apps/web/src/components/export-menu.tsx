import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  DOWNLOAD_ERROR,
  type ExportDownload,
  type ExportFileFormat,
  useDownloadExportMutation,
} from '../lib/download-export';
import { reportErrorText } from '../lib/file-download';
import { ErrorText } from './error-alert';

const LABELS: Record<ExportFileFormat, string> = { csv: 'CSV', xlsx: 'XLSX', pdf: 'PDF' };

/**
 * The export menu of a list (one for every list: audits, users, clients, files, messages, finance): a button
 * per format (CSV and XLSX; PDF for a statement), each fetching the list's `/export` call with the screen's
 * current filters and the session's token, and saving the file; a failure is shown next to them.
 */
export function ExportMenu({
  what,
  download,
  formats = ['csv', 'xlsx'],
  unavailable,
}: {
  /** What is downloaded, for the buttons' accessible names ('las cuentas a cobrar'). */
  what: string;
  download: Omit<ExportDownload, 'formato'>;
  formats?: readonly ExportFileFormat[];
  /** Why the current filters cannot be exported as they are (the buttons are disabled and this is said). */
  unavailable?: string | undefined;
}) {
  const mutation = useDownloadExportMutation();
  const busy = mutation.isPending ? mutation.variables?.formato : undefined;
  return (
    <Group gap={6} wrap="wrap">
      {formats.map((formato) => (
        <Button
          key={formato}
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={busy === formato}
          disabled={unavailable !== undefined || (mutation.isPending && busy !== formato)}
          aria-label={`Descargar ${what} en ${LABELS[formato]}`}
          onClick={() => mutation.mutate({ ...download, formato })}
        >
          {LABELS[formato]}
        </Button>
      ))}
      {unavailable ? (
        <Text size="sm" c="dimmed">
          {unavailable}
        </Text>
      ) : null}
      {mutation.isError ? <ErrorText>{reportErrorText(mutation.error, DOWNLOAD_ERROR)}</ErrorText> : null}
    </Group>
  );
}
