import { argentineDay } from '@auditorias/domain/format/locale';
import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { PesosInput } from '../../../components/pesos-input';
import { PrioritySelect } from '../../../components/priority-select';
import { LoadingSpinner } from '../../../components/query-state';
import { errorMessage, prefixedErrorMessage } from '../../../lib/error-message';
import { bindFields } from '../../../lib/form-fields';
import { useClientsForAuditsQuery } from '../../clients/public';
import { useCreateAuditMutation } from '../api/create-audit';
import { useCreateScheduledAuditMutation } from '../api/create-scheduled-audit';
import { useAuditQuery } from '../api/get-audit';
import { useUpdateAuditMutation } from '../api/update-audit';
import {
  type AuditFormField,
  type AuditFormValues,
  auditFormFieldErrors,
  auditToFormValues,
  buildAuditFormData,
  emptyAuditForm,
  MAIN_OFFICE_ID,
  validateAuditForm,
} from '../audit-form-values';
import { branchOptions } from '../client-options';
import { defaultScheduledDay, SCHEDULED_DATE_REQUIRED, withSchedule } from '../scheduled-audit-form';
import { AuditFormClientsProblem } from './audit-form-clients-problem';
import { AuditFormFiles } from './audit-form-files';
import { ClientPicker } from './client-picker';
import { DayInput } from './day-input';
import { EstimatedPrice } from './estimated-price';

export { NO_CLIENTS_MESSAGE } from './audit-form-clients-problem';

/** The free-text fields: they grow with their text, up to 5000 characters. */
const NOTE = { autosize: true, maxLength: 5000 } as const;

/**
 * A client orders with two texts, each saying what it is for (docs/decisions.md 'The order dialog'): the
 * description (what to check, shown to the operator under the title) and the observations (what the operator should
 * know before starting, shown as 'Observaciones iniciales'). 'Notas' are the office's own and stay off the client's
 * form (the API still takes all three).
 */
export const CLIENT_TEXT_HINTS = {
  descripcion: 'Qué querés que revisemos: qué pasó o qué controlar, con horarios y cámaras si los sabés.',
  observaciones:
    'Opcional: lo que el operador debe saber antes de empezar (accesos, cámaras a omitir, a quién avisar).',
} as const;

interface AuditFormProps {
  user: PublicUser;
  /** Edit this audit; without it the form creates a new one. */
  auditId?: number | null;
  onCancel: () => void;
  /** After the server accepted it: the audit and the server's confirmation. */
  onSaved: (audit: Audit, message: string) => void;
  /** Show the heading inside the form (a modal shows it in its own header). */
  withTitle?: boolean;
  /**
   * Create a scheduled audit (admin, management queue): the form gains its 'Fecha programada' and posts to
   * /audits/crear-programada, where the audit waits in the queue. Ignored when editing.
   */
  scheduled?: boolean;
}

export const SCHEDULED_AUDIT_TITLE = 'Crear auditoría programada';

export function auditFormTitle(auditId: number | null | undefined, scheduled = false): string {
  if (auditId) return 'Editar Auditoría';
  return scheduled ? SCHEDULED_AUDIT_TITLE : 'Crear Nueva Auditoría';
}

/**
 * The audit form (finance document: 'Create scheduled audit / audit form'): a client orders an audit, staff
 * create one, and both edit one by id. Only an admin sees and sets the estimated hours and the cost; only a
 * client sees the estimated price.
 */
export function AuditForm({
  user,
  auditId = null,
  onCancel,
  onSaved,
  withTitle = true,
  scheduled = false,
}: AuditFormProps) {
  const editing = auditId !== null && auditId > 0;
  const scheduling = scheduled && !editing;
  const isAdmin = scheduling || user.role === 'admin';
  const isClient = user.role === 'cliente';
  const formId = useId();

  const clientsQuery = useClientsForAuditsQuery();
  const auditQuery = useAuditQuery(editing ? auditId : null);
  const create = useCreateAuditMutation();
  const update = useUpdateAuditMutation();
  const createScheduled = useCreateScheduledAuditMutation();

  const [values, setValues] = useState<AuditFormValues>(() => emptyAuditForm(argentineDay()));
  const [loadedAuditId, setLoadedAuditId] = useState<number | null>(null);
  const [fechaProgramada, setFechaProgramada] = useState<string | null>(() =>
    defaultScheduledDay(argentineDay()),
  );
  const [hoursTouched, setHoursTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AuditFormField | 'fechaProgramada', string>>>(
    {},
  );
  /** Bumped on a refused submit: the first marked field then takes the focus, scrolled into view. */
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView?.({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [focusRequest]);

  // Editing: the form starts from the audit once it arrives (and only then, so typing is never overwritten).
  useEffect(() => {
    if (editing && auditQuery.data && loadedAuditId !== auditQuery.data.id) {
      setValues(auditToFormValues(auditQuery.data));
      setLoadedAuditId(auditQuery.data.id);
    }
  }, [editing, auditQuery.data, loadedAuditId]);

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

  const patchValues = (patch: Partial<AuditFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setProblem(null);
    clearFieldErrors(Object.keys(patch));
  };
  const clearFieldErrors = (keys: readonly string[]) =>
    setFieldErrors((current) => {
      if (!keys.some((k) => k in current)) return current;
      const next = { ...current };
      for (const k of keys) delete next[k as AuditFormField | 'fechaProgramada'];
      return next;
    });
  const set = <K extends keyof AuditFormValues>(key: K, value: AuditFormValues[K]) =>
    patchValues({ [key]: value } as Partial<AuditFormValues>);
  const field = bindFields(values, patchValues);

  const pending = create.isPending || update.isPending || createScheduled.isPending;

  const submit = () => {
    const invalid =
      validateAuditForm(values) ?? (scheduling && !fechaProgramada ? SCHEDULED_DATE_REQUIRED : null);
    if (invalid) {
      setProblem(invalid);
      setFieldErrors({
        ...auditFormFieldErrors(values),
        ...(scheduling && !fechaProgramada ? { fechaProgramada: SCHEDULED_DATE_REQUIRED } : {}),
      });
      setFocusRequest((n) => n + 1);
      return;
    }
    const form = buildAuditFormData(values, {
      isAdmin,
      hoursTouched,
      branch: selectedBranch,
    });
    const handlers = {
      onSuccess: (answer: { message: string; data: Audit }) => onSaved(answer.data, answer.message),
      onError: (error: Error) =>
        setProblem(
          scheduling
            ? prefixedErrorMessage('Error', error)
            : `❌ Error: ${errorMessage(error, 'No se pudo guardar la auditoría')}`,
        ),
    };
    if (editing && auditId) update.mutate({ id: auditId, form }, handlers);
    else if (scheduling && fechaProgramada)
      createScheduled.mutate(withSchedule(form, fechaProgramada), handlers);
    else create.mutate(form, handlers);
  };

  if (editing && auditQuery.isPending) {
    return <LoadingSpinner label="Cargando auditoría" />;
  }
  if (editing && auditQuery.isError) {
    return (
      <Stack>
        <ErrorAlert>Error cargando datos de la auditoría</ErrorAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      ref={formRef}
      id={formId}
      aria-label={auditFormTitle(auditId, scheduling)}
      data-testid="audit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {withTitle ? (
          <Title order={2} size="h3">
            {auditFormTitle(auditId, scheduling)}
          </Title>
        ) : null}

        <AuditFormClientsProblem query={clientsQuery} scheduling={scheduling} />

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ClientPicker
            clients={clients}
            value={values.clienteId}
            disabled={editing || clientsQuery.isPending}
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
              clearFieldErrors(['clienteId', 'branchId']);
            }}
            error={fieldErrors.clienteId}
          />
          <Select
            label="Sucursal"
            placeholder={selectedClient ? 'Elegí la sucursal' : 'Primero elegí el cliente'}
            required
            data={branches}
            value={values.branchId === null ? null : String(values.branchId)}
            onChange={(next) => set('branchId', next === null ? null : Number(next))}
            disabled={!selectedClient}
            error={fieldErrors.branchId}
            allowDeselect={false}
            maxDropdownHeight={200}
          />
        </SimpleGrid>

        <TextInput
          label="Título"
          required
          maxLength={200}
          {...field.text('titulo')}
          error={fieldErrors.titulo}
          placeholder="Ej.: Control de apertura de cajas"
        />
        <Textarea
          label="Descripción"
          description={isClient ? CLIENT_TEXT_HINTS.descripcion : undefined}
          {...NOTE}
          minRows={2}
          maxRows={6}
          {...field.text('descripcion')}
        />
        {isClient ? (
          <Textarea
            label="Observaciones"
            description={CLIENT_TEXT_HINTS.observaciones}
            {...NOTE}
            minRows={2}
            maxRows={6}
            {...field.text('observaciones')}
          />
        ) : (
          <Textarea label="Notas" {...NOTE} minRows={1} maxRows={4} {...field.text('notas')} />
        )}

        <SimpleGrid cols={scheduling ? { base: 1, sm: 2, md: 4 } : { base: 1, sm: isAdmin ? 3 : 2 }}>
          <DayInput
            label="Fecha solicitada"
            required
            error={fieldErrors.fechaSolicitada}
            value={values.fechaSolicitada}
            onChange={(fecha) => set('fechaSolicitada', fecha)}
          />
          {scheduling ? (
            <DayInput
              label="Fecha programada"
              required
              error={fieldErrors.fechaProgramada}
              value={fechaProgramada}
              onChange={(fecha) => {
                setFechaProgramada(fecha);
                setProblem(null);
                clearFieldErrors(['fechaProgramada']);
              }}
            />
          ) : null}
          <PrioritySelect value={values.prioridad} onChange={(next) => set('prioridad', next)} />
          {isAdmin ? (
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
              data-testid="estimated-hours"
            />
          ) : null}
        </SimpleGrid>

        {isClient ? null : (
          <Textarea
            label="Observaciones"
            {...NOTE}
            minRows={2}
            maxRows={6}
            {...field.text('observaciones')}
          />
        )}

        {isAdmin ? (
          <PesosInput
            label="Costo"
            min={0}
            step={0.01}
            value={values.costo}
            onChange={(next) => set('costo', next === '' ? '' : Number(next))}
            maw={260}
            data-testid="audit-cost"
          />
        ) : null}

        <AuditFormFiles
          files={values.files}
          onChange={(next) => set('files', next)}
          onProblem={setProblem}
          inputTestId={scheduling ? 'scheduled-files-input' : 'audit-files-input'}
          saved={editing ? auditQuery.data : undefined}
        />

        {isClient ? (
          <EstimatedPrice
            clienteId={values.clienteId}
            branchId={values.branchId}
            prioridad={values.prioridad}
          />
        ) : null}

        {problem ? <ErrorAlert testId="audit-form-error">{problem}</ErrorAlert> : null}

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" loading={pending}>
            {editing ? 'Guardar Cambios' : 'Crear Auditoría'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
