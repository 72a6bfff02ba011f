import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@auditorias/domain/clients/constants';
import { argentineDay } from '@auditorias/domain/format/locale';
import type { Audit } from '@auditorias/domain/schemas/audits';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconAlertCircle, IconPaperclip, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useAuditClientsQuery } from '../../audits/api/list-clients-for-audits';
import {
  ATTACHMENT_ACCEPT,
  type AuditFormValues,
  attachmentProblem,
  buildAuditFormData,
  emptyAuditForm,
  MAIN_OFFICE_ID,
  MAX_ATTACHMENTS,
  validateAuditForm,
} from '../../audits/audit-form-values';
import { branchOptions } from '../../audits/client-options';
import { ClientPicker } from '../../audits/components/client-picker';
import { parseDayInput } from '../../audits/date-input';
import { formatFileSize } from '../../audits/file-size';
import { useCreateScheduledAuditMutation } from '../api/create-scheduled-audit';
import { defaultScheduledDay, SCHEDULED_DATE_REQUIRED, withSchedule } from '../scheduled-audit-form';

interface CreateScheduledAuditModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (audit: Audit, message: string) => void;
}

/** 'Crear auditoría programada' (admin): the audit form plus its scheduled day; it waits in the queue. */
export function CreateScheduledAuditModal({ opened, onClose, onCreated }: CreateScheduledAuditModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Crear auditoría programada"
      size="xl"
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened ? <ScheduledForm onClose={onClose} onCreated={onCreated} /> : null}
    </Modal>
  );
}

function ScheduledForm({ onClose, onCreated }: Omit<CreateScheduledAuditModalProps, 'opened'>) {
  const clientsQuery = useAuditClientsQuery();
  const create = useCreateScheduledAuditMutation();
  const [values, setValues] = useState<AuditFormValues>(() => emptyAuditForm(argentineDay()));
  const [fechaProgramada, setFechaProgramada] = useState<string | null>(() =>
    defaultScheduledDay(argentineDay()),
  );
  const [hoursTouched, setHoursTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const clients = clientsQuery.data ?? [];
  const selectedClient = useMemo(
    () => clients.find((c) => c.id === values.clienteId),
    [clients, values.clienteId],
  );
  const branches = branchOptions(selectedClient);
  const selectedBranch =
    selectedClient && values.branchId !== null && values.branchId !== MAIN_OFFICE_ID
      ? (selectedClient.branches.find((b) => b.id === values.branchId) ?? null)
      : null;

  const set = <K extends keyof AuditFormValues>(key: K, value: AuditFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblem(null);
  };

  const addFiles = (files: File[]) => {
    const refused = files.map(attachmentProblem).find((p) => p !== null);
    const accepted = files.filter((f) => attachmentProblem(f) === null);
    set('files', [...values.files, ...accepted].slice(0, MAX_ATTACHMENTS));
    if (refused) setProblem(refused);
  };

  return (
    <form
      noValidate
      aria-label="Crear auditoría programada"
      onSubmit={(event) => {
        event.preventDefault();
        const invalid = validateAuditForm(values) ?? (fechaProgramada ? null : SCHEDULED_DATE_REQUIRED);
        if (invalid || !fechaProgramada) {
          setProblem(invalid);
          return;
        }
        const form = withSchedule(
          buildAuditFormData(values, { isAdmin: true, hoursTouched, branch: selectedBranch }),
          fechaProgramada,
        );
        create.mutate(form, {
          onSuccess: (answer) => onCreated(answer.data, answer.message),
          onError: (error) => setProblem(prefixedErrorMessage('Error', error)),
        });
      }}
    >
      <Stack gap="md">
        {clientsQuery.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {prefixedErrorMessage('Error cargando clientes', clientsQuery.error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ClientPicker
            clients={clients}
            value={values.clienteId}
            disabled={clientsQuery.isPending}
            onChange={(clienteId, suggestedBranchId) => {
              const client = clients.find((c) => c.id === clienteId);
              const onlyBranch = client && client.branches.length === 0 ? MAIN_OFFICE_ID : null;
              const single = client && client.branches.length === 1 ? (client.branches[0]?.id ?? null) : null;
              setValues((current) => ({
                ...current,
                clienteId,
                branchId: suggestedBranchId ?? single ?? onlyBranch,
              }));
              setProblem(null);
            }}
          />
          <Select
            label="Sucursal"
            placeholder={selectedClient ? 'Elegí la sucursal' : 'Primero elegí el cliente'}
            required
            data={branches}
            value={values.branchId === null ? null : String(values.branchId)}
            onChange={(next) => set('branchId', next === null ? null : Number(next))}
            disabled={!selectedClient}
            allowDeselect={false}
            maxDropdownHeight={200}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <TextInput
          label="Título"
          required
          maxLength={200}
          value={values.titulo}
          onChange={(e) => set('titulo', e.currentTarget.value)}
        />
        <Textarea
          label="Descripción"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={5000}
          value={values.descripcion}
          onChange={(e) => set('descripcion', e.currentTarget.value)}
        />
        <Textarea
          label="Notas"
          autosize
          minRows={1}
          maxRows={4}
          maxLength={5000}
          value={values.notas}
          onChange={(e) => set('notas', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <DateInput
            label="Fecha solicitada"
            required
            valueFormat="DD/MM/YYYY"
            dateParser={parseDayInput}
            placeholder="dd/mm/aaaa"
            value={values.fechaSolicitada}
            onChange={(fecha) => set('fechaSolicitada', fecha)}
            popoverProps={{ withinPortal: true }}
          />
          <DateInput
            label="Fecha programada"
            required
            valueFormat="DD/MM/YYYY"
            dateParser={parseDayInput}
            placeholder="dd/mm/aaaa"
            value={fechaProgramada}
            onChange={(fecha) => {
              setFechaProgramada(fecha);
              setProblem(null);
            }}
            popoverProps={{ withinPortal: true }}
          />
          <Select
            label="Prioridad"
            data={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
            value={values.prioridad}
            allowDeselect={false}
            onChange={(next) => next && set('prioridad', next as Priority)}
            comboboxProps={{ withinPortal: true }}
          />
          <NumberInput
            label="Horas estimadas"
            min={0.5}
            step={0.5}
            decimalScale={1}
            value={values.tiempoEstimadoHoras}
            onChange={(next) => {
              setHoursTouched(true);
              set('tiempoEstimadoHoras', next === '' ? '' : Number(next));
            }}
          />
        </SimpleGrid>
        <Textarea
          label="Observaciones"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={5000}
          value={values.observaciones}
          onChange={(e) => set('observaciones', e.currentTarget.value)}
        />
        <NumberInput
          label="Costo"
          min={0}
          step={0.01}
          decimalScale={2}
          prefix="$ "
          thousandSeparator="."
          decimalSeparator=","
          value={values.costo}
          onChange={(next) => set('costo', next === '' ? '' : Number(next))}
          maw={260}
        />
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
                { 'aria-label': 'Adjuntar archivos', 'data-testid': 'scheduled-files-input' } as object
              }
            >
              {(props) => (
                <Button {...props} variant="light" size="xs" leftSection={<IconPaperclip size={14} />}>
                  Adjuntar archivos
                </Button>
              )}
            </FileButton>
          </Group>
          {values.files.map((file, index) => (
            <Paper
              key={`${file.name}-${file.size}-${file.lastModified}`}
              withBorder
              px="sm"
              py={4}
              radius="sm"
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
                  onClick={() =>
                    set(
                      'files',
                      values.files.filter((_, i) => i !== index),
                    )
                  }
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
        {problem ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={create.isPending}>
            Crear Auditoría
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
