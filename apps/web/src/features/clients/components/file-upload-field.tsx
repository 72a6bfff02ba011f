import { UPLOAD_KINDS, type UploadKind } from '@auditorias/domain/files/upload-rules';
import { ActionIcon, FileInput, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useUploadFileMutation } from '../api/upload-file';
import type { FileInfo } from '../branch-form-values';

interface FileUploadFieldProps {
  kind: UploadKind;
  label: string;
  required?: boolean;
  description?: string;
  /** The file attached to the record (uploaded now or saved before). */
  value: FileInfo | null;
  onChange: (file: FileInfo | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
  error?: string | undefined;
  /** A download action for the saved file. */
  download?: ReactNode;
  /** Accessible name of the hidden file input (tests, screen readers). */
  inputLabel?: string;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024)
    return `${(bytes / 1024).toLocaleString('es-AR', { maximumFractionDigits: 1 })} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('es-AR', { maximumFractionDigits: 1 })} MB`;
}

/**
 * A file field that uploads as soon as a file is chosen (POST /files?kind=...): the server checks the type and
 * content at once, and the form keeps only the answer's id. Accepts the spec's extensions for the kind.
 */
export function FileUploadField({
  kind,
  label,
  required,
  description,
  value,
  onChange,
  onUploadingChange,
  error,
  download,
  inputLabel,
}: FileUploadFieldProps) {
  const upload = useUploadFileMutation();
  const extensions = UPLOAD_KINDS[kind];
  const accept = extensions.map((ext) => `.${ext}`).join(',');

  function choose(file: File | null) {
    if (!file) return;
    onUploadingChange?.(true);
    upload.mutate(
      { kind, file },
      {
        onSuccess: (info) => onChange(info),
        onSettled: () => onUploadingChange?.(false),
      },
    );
  }

  const uploadError = upload.isError ? prefixedErrorMessage('Error subiendo el archivo', upload.error) : null;

  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        required={required}
        description={description ?? `Formatos: ${extensions.join(', ')}`}
        placeholder={value ? 'Reemplazar archivo...' : 'Elegí un archivo'}
        accept={accept}
        value={null}
        onChange={choose}
        leftSection={<IconUpload size={16} aria-hidden />}
        error={uploadError ?? error}
        disabled={upload.isPending}
        fileInputProps={{ 'aria-label': inputLabel ?? label }}
      />
      {upload.isPending ? (
        <Text size="xs" c="dimmed">
          Subiendo archivo...
        </Text>
      ) : null}
      {value ? (
        <Paper withBorder radius="sm" px="sm" py={6} bg="var(--mantine-color-gray-0)">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconPaperclip size={16} aria-hidden />
              <Text size="sm" truncate="end" data-testid={`archivo-${kind}`}>
                {value.nombre}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {formatSize(value.tamaño)}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              {download}
              <Tooltip label="Quitar archivo" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Quitar ${label.toLowerCase()}`}
                  onClick={() => onChange(null)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </Paper>
      ) : null}
    </Stack>
  );
}
