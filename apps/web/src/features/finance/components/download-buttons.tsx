import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { reportErrorText } from '../../reports/report-file';
import {
  DOWNLOAD_ERROR,
  type FinanceDownload,
  type FinanceFileFormat,
  useDownloadFinanceFileMutation,
} from '../api/download-finance-file';

const LABELS: Record<FinanceFileFormat, string> = { csv: 'CSV', xlsx: 'XLSX', pdf: 'PDF' };

/**
 * Download buttons of a finance list (CSV and XLSX; PDF for a statement): each fetches the export with the
 * session's token and saves the file; a failure is shown next to them.
 */
export function DownloadButtons({
  what,
  download,
  formats = ['csv', 'xlsx'],
}: {
  /** What is downloaded, for the buttons' accessible names ('las cuentas a cobrar'). */
  what: string;
  download: Omit<FinanceDownload, 'formato'>;
  formats?: readonly FinanceFileFormat[];
}) {
  const mutation = useDownloadFinanceFileMutation();
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
          disabled={mutation.isPending && busy !== formato}
          aria-label={`Descargar ${what} en ${LABELS[formato]}`}
          onClick={() => mutation.mutate({ ...download, formato })}
        >
          {LABELS[formato]}
        </Button>
      ))}
      {mutation.isError ? (
        <Text size="sm" c="red" role="alert">
          {reportErrorText(mutation.error, DOWNLOAD_ERROR)}
        </Text>
      ) : null}
    </Group>
  );
}
