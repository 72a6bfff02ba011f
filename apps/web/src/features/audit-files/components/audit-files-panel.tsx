import {
  ActionIcon,
  Alert,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconDownload, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useDownloadAuditAttachmentMutation } from '../../audits/api/download-audit-attachment';
import { formatFileSize } from '../../audits/file-size';
import { useDeleteAuditFileMutation } from '../api/delete-audit-file';
import { type StoredFile, useAuditFilesQuery } from '../api/list-audit-files';
import { FILE_SORT_LABELS, FILE_SORTS, type FileSort, searchFiles, sortFiles } from '../file-months';
import { MonthDeleteSection } from './month-delete-section';

export const FILES_LOAD_ERROR = 'Error cargando archivos';
export const FILE_DELETE_ERROR = 'Error eliminando archivo';

interface Banner {
  color: 'green' | 'orange' | 'red';
  text: string;
}

/** 'Archivos' (admin): totals, search, sort, per-file download and delete, and bulk delete by month. */
export function AuditFilesPanel() {
  const query = useAuditFilesQuery();
  const download = useDownloadAuditAttachmentMutation();
  const remove = useDeleteAuditFileMutation();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<FileSort>('fecha_desc');
  const [banner, setBanner] = useState<Banner | null>(null);

  const files = query.data?.files ?? [];
  const shown = useMemo(() => sortFiles(searchFiles(files, search), sort), [files, search, sort]);

  const confirmDelete = (file: StoredFile) =>
    modals.openConfirmModal({
      title: '¿Eliminar archivo?',
      children: (
        <Text size="sm">
          {`«${file.nombreOriginal}» de la auditoría #${file.auditId} se eliminará. Esta acción no se puede deshacer.`}
        </Text>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { auditId: file.auditId, id: file.id },
          {
            onSuccess: (answer) => setBanner({ color: 'green', text: answer.message }),
            onError: (error) =>
              setBanner({ color: 'red', text: prefixedErrorMessage(FILE_DELETE_ERROR, error) }),
          },
        ),
    });

  return (
    <Stack gap="md" data-testid="audit-files">
      <div>
        <Title order={2}>Gestión de Archivos</Title>
        <Text size="sm" c="dimmed">
          Adjuntos de las auditorías. Los de auditorías entregadas hace más de 30 días se eliminan solos.
        </Text>
      </div>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md" aria-label="Total de archivos">
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            Archivos
          </Text>
          <Text fz={28} fw={700} data-testid="files-total-count">
            {query.data?.totales.archivos ?? 0}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md" aria-label="Espacio usado">
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            Espacio usado
          </Text>
          <Text fz={28} fw={700} data-testid="files-total-size">
            {formatFileSize(query.data?.totales.bytes ?? 0)}
          </Text>
        </Paper>
      </SimpleGrid>

      <MonthDeleteSection files={files} onResult={(color, text) => setBanner({ color, text })} />

      {banner ? (
        <Alert
          color={banner.color}
          withCloseButton
          closeButtonLabel="Cerrar mensaje"
          onClose={() => setBanner(null)}
          role={banner.color === 'green' ? 'status' : 'alert'}
          data-testid="files-banner"
        >
          {banner.text}
        </Alert>
      ) : null}

      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Buscar"
          placeholder="Archivo, cliente o auditoría"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Select
          label="Ordenar por"
          data={FILE_SORTS.map((s) => ({ value: s, label: FILE_SORT_LABELS[s] }))}
          value={sort}
          allowDeselect={false}
          onChange={(value) => value && setSort(value as FileSort)}
          w={180}
        />
      </Group>

      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label="Cargando archivos" />
        </Center>
      ) : query.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {prefixedErrorMessage(FILES_LOAD_ERROR, query.error)}
        </Alert>
      ) : shown.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            message={files.length === 0 ? 'No hay archivos adjuntos.' : 'Ningún archivo coincide.'}
          />
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="files-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Archivo</Table.Th>
                <Table.Th>Auditoría</Table.Th>
                <Table.Th>Cliente</Table.Th>
                <Table.Th>Tamaño</Table.Th>
                <Table.Th>Subido</Table.Th>
                <Table.Th ta="right">Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((file) => (
                <Table.Tr key={file.id}>
                  <Table.Td maw={260}>
                    <Text size="sm" fw={500} truncate>
                      {file.nombreOriginal}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={260}>
                    <Text size="sm" truncate>
                      #{file.auditId} {file.auditTitle}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{file.clientName}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatFileSize(file.tamaño)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      <DateTime value={file.fechaSubida} />
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label="Descargar" withinPortal>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Descargar ${file.nombreOriginal}`}
                          loading={
                            download.isPending && download.variables?.nombreArchivo === file.nombreArchivo
                          }
                          onClick={() =>
                            download.mutate(
                              {
                                auditId: file.auditId,
                                nombreArchivo: file.nombreArchivo,
                                nombreOriginal: file.nombreOriginal,
                              },
                              {
                                onError: (error) =>
                                  setBanner({
                                    color: 'red',
                                    text: prefixedErrorMessage('Error descargando archivo', error),
                                  }),
                              },
                            )
                          }
                        >
                          <IconDownload size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Eliminar" withinPortal>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Eliminar ${file.nombreOriginal}`}
                          onClick={() => confirmDelete(file)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
