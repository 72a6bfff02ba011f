import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorText } from '../../../components/error-alert';
import { DOWNLOAD_FAILED_MESSAGE, reportErrorText } from '../../../lib/file-download';
import { useDownloadAuditAttachmentMutation } from '../api/download-audit-attachment';
import { formatFileSize } from '../file-size';

export interface AttachmentItem {
  id: number;
  nombreOriginal: string;
  nombreArchivo: string;
  tamaño: number;
}

interface AuditAttachmentsProps {
  auditId: number;
  files: readonly AttachmentItem[];
  emptyText?: string;
}

/** The files attached to an audit, each with its download button (spec: attached files with download). */
export function AuditAttachments({
  auditId,
  files,
  emptyText = 'Sin archivos adjuntos',
}: AuditAttachmentsProps) {
  const download = useDownloadAuditAttachmentMutation();
  const [error, setError] = useState<string | null>(null);

  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {files.map((file) => (
        <Paper key={file.id} withBorder radius="sm" px="sm" py={6}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconPaperclip size={16} aria-hidden />
              <Text size="sm" truncate title={file.nombreOriginal}>
                {file.nombreOriginal}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(file.tamaño)}
              </Text>
            </Group>
            <Tooltip label="Descargar">
              <ActionIcon
                variant="light"
                aria-label={`Descargar ${file.nombreOriginal}`}
                loading={download.isPending && download.variables?.nombreArchivo === file.nombreArchivo}
                onClick={() => {
                  setError(null);
                  download.mutate(
                    { auditId, nombreArchivo: file.nombreArchivo, nombreOriginal: file.nombreOriginal },
                    // The spec's texts: 'Error {status}: {body}' when refused, else 'Error descargando archivo'.
                    { onError: (e) => setError(reportErrorText(e, DOWNLOAD_FAILED_MESSAGE)) },
                  );
                }}
              >
                <IconDownload size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Paper>
      ))}
      <ErrorText>{error}</ErrorText>
    </Stack>
  );
}
