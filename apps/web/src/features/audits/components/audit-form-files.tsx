import type { Audit } from '@auditorias/domain/schemas/audits';
import { ActionIcon, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { SmallButton } from '../../../components/small-button';
import { ATTACHMENT_ACCEPT, attachmentProblem, MAX_ATTACHMENTS } from '../audit-form-values';
import { formatFileSize } from '../file-size';
import { AuditAttachments } from './audit-attachments';

/**
 * The audit form's 'Archivos adjuntos': the files already saved with the audit (when editing) and the ones picked
 * now, each removable, with the form's limits on kind, size and count (a refused file is reported through
 * `onProblem`).
 */
export function AuditFormFiles({
  files,
  onChange,
  onProblem,
  inputTestId,
  saved,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  onProblem: (message: string) => void;
  inputTestId: string;
  /** The audit being edited, whose saved attachments are listed first. */
  saved?: Audit | undefined;
}) {
  const addFiles = (picked: File[]) => {
    const refused = picked.map(attachmentProblem).find((p) => p !== null);
    const same = (a: File, b: File) =>
      a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
    const accepted = picked.filter(
      (f) => attachmentProblem(f) === null && !files.some((existing) => same(existing, f)),
    );
    const next = [...files, ...accepted].slice(0, MAX_ATTACHMENTS);
    onChange(next);
    if (refused) onProblem(refused);
    else if (files.length + accepted.length > MAX_ATTACHMENTS)
      onProblem(`Se pueden adjuntar hasta ${MAX_ATTACHMENTS} archivos`);
  };

  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Archivos adjuntos
        </Text>
        <FileButton
          multiple
          accept={ATTACHMENT_ACCEPT}
          onChange={addFiles}
          inputProps={
            {
              'aria-label': 'Adjuntar archivos',
              'data-testid': inputTestId,
            } as object
          }
        >
          {(props) => (
            <SmallButton {...props} variant="light" icon={IconPaperclip}>
              Adjuntar archivos
            </SmallButton>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        Formatos: {ATTACHMENT_ACCEPT.replaceAll(',', ', ')}
      </Text>
      {saved && saved.archivosAdjuntos.length > 0 ? (
        <AuditAttachments auditId={saved.id} files={saved.archivosAdjuntos} />
      ) : null}
      {files.map((file, index) => (
        <Paper
          key={`${file.name}-${file.size}-${file.lastModified}`}
          withBorder
          px="sm"
          py={4}
          radius="sm"
          data-testid="pending-file"
        >
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {file.name}{' '}
              <Text span size="xs" c="dimmed">
                ({formatFileSize(file.size)})
              </Text>
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Quitar ${file.name}`}
              onClick={() => onChange(files.filter((_, i) => i !== index))}
            >
              <IconX size={14} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
