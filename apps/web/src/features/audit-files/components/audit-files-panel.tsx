import { FILE_ORDERS, type FileOrder } from '@auditorias/domain/schemas/audit-files';
import { Alert, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type Columns, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { IconAction } from '../../../components/icon-action';
import { FilterRow, SearchInput } from '../../../components/list-toolbar';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadErrorAlert, LoadingSpinner, QueryState } from '../../../components/query-state';
import { SectionHeading } from '../../../components/section-heading';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { formatFileSize, useDownloadAuditAttachmentMutation } from '../../audits/public';
import { useDeleteAuditFileMutation } from '../api/delete-audit-file';
import { auditFilesExport, type StoredFile, useAuditFilePages } from '../api/list-audit-files';
import { FILE_ORDER_LABELS, monthLabel } from '../file-months';
import { MonthDeleteSection } from './month-delete-section';
import { MonthInput } from './month-input';

export const FILES_LOAD_ERROR = 'Error cargando archivos';
export const FILE_DELETE_ERROR = 'Error eliminando archivo';

interface Banner {
  color: 'green' | 'orange' | 'red';
  text: string;
}

/** One of the totals over the list: its label and the figure. */
function TotalCard({
  label,
  ariaLabel,
  testId,
  children,
}: {
  label: string;
  ariaLabel: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={ariaLabel}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId}>
        {children}
      </Text>
    </Paper>
  );
}

/**
 * 'Archivos' (admin): totals, search, month, order, per-file download and delete, and bulk delete by month. The
 * server searches, filters, orders (by upload date), pages ('Cargar más') and counts.
 */
export function AuditFilesPanel() {
  const download = useDownloadAuditAttachmentMutation();
  const remove = useDeleteAuditFileMutation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [mes, setMes] = useState<string | null>(null);
  const [orden, setOrden] = useState<FileOrder>('fecha_desc');
  const [banner, setBanner] = useState<Banner | null>(null);
  const filters = { search: debouncedSearch, mes, orden };
  const query = useAuditFilePages(filters);

  const shown = query.items;
  const filtered = Boolean(debouncedSearch.trim() || mes);

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

  const columns: Columns<StoredFile> = [
    {
      header: 'Archivo',
      td: { maw: 260 },
      cell: (file) => (
        <Text size="sm" fw={500} truncate>
          {file.nombreOriginal}
        </Text>
      ),
    },
    {
      header: 'Auditoría',
      td: { maw: 260 },
      cell: (file) => (
        <Text size="sm" truncate>
          #{file.auditId} {file.auditTitle}
        </Text>
      ),
    },
    { header: 'Cliente', cell: (file) => <Text size="sm">{file.clientName}</Text> },
    { header: 'Tamaño', cell: (file) => <Text size="sm">{formatFileSize(file.tamaño)}</Text> },
    {
      header: 'Subido',
      cell: (file) => (
        <Text size="sm">
          <DateTime value={file.fechaSubida} />
        </Text>
      ),
    },
    {
      header: 'Acciones',
      align: 'right',
      cell: (file) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <IconAction
            label="Descargar"
            ariaLabel={`Descargar ${file.nombreOriginal}`}
            icon={IconDownload}
            variant="subtle"
            loading={download.isPending && download.variables?.nombreArchivo === file.nombreArchivo}
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
          />
          <IconAction
            label="Eliminar"
            ariaLabel={`Eliminar ${file.nombreOriginal}`}
            icon={IconTrash}
            variant="subtle"
            color="red"
            onClick={() => confirmDelete(file)}
          />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md" data-testid="audit-files">
      <SectionHeading
        title="Gestión de Archivos"
        description="Adjuntos de las auditorías. Los archivos de una auditoría entregada hace más de 30 días se eliminan solos."
      />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TotalCard label="Archivos" ariaLabel="Total de archivos" testId="files-total-count">
          {query.totales?.archivos ?? 0}
        </TotalCard>
        <TotalCard label="Espacio usado" ariaLabel="Espacio usado" testId="files-total-size">
          {formatFileSize(query.totales?.bytes ?? 0)}
        </TotalCard>
      </SimpleGrid>

      <MonthDeleteSection onResult={(color, text) => setBanner({ color, text })} />

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

      <FilterRow>
        <SearchInput
          placeholder="Archivo, cliente o auditoría"
          value={search}
          onChange={setSearch}
          grow={220}
        />
        <MonthInput placeholder="Todos los meses" value={mes} onChange={setMes} />
        <Select
          label="Ordenar por"
          data={FILE_ORDERS.map((o) => ({ value: o, label: FILE_ORDER_LABELS[o] }))}
          value={orden}
          allowDeselect={false}
          onChange={(value) => value && setOrden(value as FileOrder)}
          w={180}
        />
      </FilterRow>

      <ExportMenu what="la lista de archivos" download={auditFilesExport(filters)} />

      {filtered && query.totalesFiltro ? (
        <Text size="sm" c="dimmed" data-testid="files-filter-count">
          {`${query.totalesFiltro.archivos === 1 ? '1 archivo coincide' : `${query.totalesFiltro.archivos} archivos coinciden`}${mes ? ` en ${monthLabel(mes)}` : ''} (${formatFileSize(query.totalesFiltro.bytes)})`}
        </Text>
      ) : null}

      <QueryState
        query={query}
        loading={<LoadingSpinner label="Cargando archivos" />}
        error={(error) => <LoadErrorAlert prefix={FILES_LOAD_ERROR} error={error} />}
        empty={
          shown.length === 0 && (
            <Paper withBorder radius="md">
              <EmptyState message={filtered ? 'Ningún archivo coincide.' : 'No hay archivos adjuntos.'} />
            </Paper>
          )
        }
      >
        <DataTable
          rows={shown}
          columns={columns}
          rowKey={(file) => file.id}
          minWidth={760}
          highlightOnHover
          verticalSpacing="xs"
          data-testid="files-table"
          footer={<PagedLoadMore list={query} />}
        />
      </QueryState>
    </Stack>
  );
}
