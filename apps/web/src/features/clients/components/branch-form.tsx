import {
  COMMISSION_TYPES,
  type CommissionType,
  MODALITY_LABELS,
  PRIORITIES,
  PRIORITY_LABELS,
  type Priority,
} from '@auditorias/domain/clients/constants';
import type { PricingSettings } from '@auditorias/domain/clients/pricing';
import { formatPesos } from '@auditorias/domain/format/locale';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useMemo, useState } from 'react';
import { PesosInput } from '../../../components/pesos-input';
import { bindFields } from '../../../lib/form-fields';
import {
  type BranchFormField,
  type BranchFormValues,
  branchOwnFromForm,
  emptyBranchForm,
  validateBranchForm,
} from '../branch-form-values';
import {
  type ClientInheritanceSource,
  effectiveBranchValues,
  inheritedBranchValues,
} from '../client-pricing';
import { DvrPasswordField } from './dvr-password-field';
import { FileUploadField } from './file-upload-field';
import { ModalityFields } from './modality-fields';

interface BranchFormProps {
  /** The branch being edited; null starts a new one. */
  initial: BranchFormValues | null;
  /** What empty fields inherit: the client's values (saved, or as they stand in the client form). */
  client: ClientInheritanceSource;
  pricing: PricingSettings;
  onSave: (values: BranchFormValues) => void;
  onCancel: () => void;
  /** Shows 'Nueva Sucursal' / 'Editar Sucursal' above the fields (the modal has its own title). */
  withTitle?: boolean;
  saving?: boolean;
  serverError?: string | null;
  /** A download action for the saved procedure file. */
  procedureDownload?: ReactNode;
}

export const COMMISSION_LABELS: Record<CommissionType, string> = {
  porcentaje: 'Porcentaje',
  fijo: 'Monto fijo',
};
const INHERIT = 'heredar';

const heredado = (text: string) => `${text} (heredado)`;
const hours = (h: number) => `${h.toLocaleString('es-AR', { maximumFractionDigits: 2 })} h`;

interface PriceFieldsProps {
  /** 'Precio' or 'Pago operador', before each priority's name. */
  label: string;
  values: Record<Priority, number | string>;
  /** What each empty field inherits, in pesos. */
  inherited: Record<Priority, number>;
  onChange: (priority: Priority, value: number | string) => void;
  /** Shown on the first (normal) field. */
  error?: string;
}

/** One amount per priority (client prices, operator pay); an empty one inherits, shown as its placeholder. */
function PriceFields({ label, values, inherited, onChange, error }: PriceFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {PRIORITIES.map((p) => (
        <PesosInput
          key={p}
          label={`${label} ${PRIORITY_LABELS[p]}`}
          placeholder={heredado(formatPesos(inherited[p]))}
          value={values[p]}
          onChange={(v) => onChange(p, v)}
          min={0}
          step={0.01}
          error={p === 'normal' ? error : undefined}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * The branch form (spec: branch sub-form), the same in the client form and in the branches screen. An empty
 * field inherits the client's value, shown as the field's placeholder with 'heredado'.
 */
export function BranchForm({
  initial,
  client,
  pricing,
  onSave,
  onCancel,
  withTitle = false,
  saving = false,
  serverError,
  procedureDownload,
}: BranchFormProps) {
  const [values, setValues] = useState<BranchFormValues>(() => initial ?? emptyBranchForm());
  const [errors, setErrors] = useState<Partial<Record<BranchFormField, string>>>({});
  const [uploading, setUploading] = useState(false);
  const editing = initial !== null;

  const inherited = useMemo(() => inheritedBranchValues(client, pricing), [client, pricing]);
  // Operator pay left empty follows the branch's own prices and commission.
  const payIfEmpty = useMemo(() => {
    const own = branchOwnFromForm(values);
    return effectiveBranchValues(
      client,
      { ...own, pagosOperador: { normal: null, prioritaria: null, urgente: null } },
      pricing,
    ).efectivo.pagosOperador;
  }, [client, pricing, values]);

  const set = (patch: Partial<BranchFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  };
  const field = bindFields(values, set, errors);
  const setPrice = (group: 'precios' | 'pagosOperador', p: Priority, value: number | string) =>
    set({ [group]: { ...values[group], [p]: value } });

  const commissionType = values.tipoComision ?? inherited.tipoComision;
  const clientHasFixed = client.auditoriaFijaMes;

  function save() {
    const problem = validateBranchForm(values);
    if (problem) {
      setErrors({ [problem.field]: problem.message, general: problem.message });
      return;
    }
    onSave(values);
  }

  // The branch form sits inside the client's <form>: Enter saves the branch, not the client.
  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key === 'Enter' && !(event.target instanceof HTMLTextAreaElement)) {
      event.preventDefault();
      save();
    }
  }

  const title = editing ? 'Editar Sucursal' : 'Nueva Sucursal';

  return (
    <fieldset
      aria-label={title}
      onKeyDown={onKeyDown}
      data-testid="branch-form"
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
    >
      <Stack gap="md">
        {withTitle ? <Title order={4}>{title}</Title> : null}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Nombre de la sucursal"
            required
            {...field.text('nombre')}
            maxLength={200}
            data-autofocus
          />
          <TextInput label="Dirección" {...field.text('direccion')} maxLength={500} />
          <TextInput label="Teléfono" {...field.text('telefono')} maxLength={60} />
          <Switch label="Sucursal activa" {...field.checked('activa')} mt={{ sm: 30 }} />
        </SimpleGrid>

        <Divider label="DVR" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="ID/IP del DVR de la sucursal" {...field.text('dvr_id')} maxLength={200} />
          <DvrPasswordField
            label="Contraseña del DVR de la sucursal"
            value={values.dvr_password}
            saved={values.tieneDvrPassword}
            clear={values.borrarDvrPassword}
            onChange={(password, clear) => set({ dvr_password: password, borrarDvrPassword: clear })}
          />
        </SimpleGrid>

        <Divider label="Tiempos" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label="Tiempo de auditoría (minutos)"
            description="Vacío: usa el tiempo del cliente"
            placeholder={heredado(`${inherited.tiempoAuditoria} min`)}
            {...field.number('tiempo_auditoria')}
            min={1}
            max={24 * 60}
            step={5}
            allowDecimal={false}
          />
          <NumberInput
            label="Tiempo específico (horas)"
            description="Vacío: usa el tiempo estimado del cliente"
            placeholder={heredado(hours(inherited.tiempoEstimadoHoras))}
            {...field.number('tiempoEstimadoHoras')}
            min={0}
            max={100}
            step={0.25}
            decimalScale={2}
          />
        </SimpleGrid>

        <Divider label="Precios al cliente (sin IVA)" labelPosition="left" />
        <PriceFields
          label="Precio"
          values={values.precios}
          inherited={inherited.precios}
          onChange={(p, v) => setPrice('precios', p, v)}
          error={errors.precios}
        />

        <Divider label="Pago al operador" labelPosition="left" />
        <PriceFields
          label="Pago operador"
          values={values.pagosOperador}
          inherited={payIfEmpty}
          onChange={(p, v) => setPrice('pagosOperador', p, v)}
          error={errors.pagosOperador}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Tipo de comisión"
            data={[
              {
                value: INHERIT,
                label: `Igual que el cliente (${COMMISSION_LABELS[inherited.tipoComision]})`,
              },
              ...COMMISSION_TYPES.map((t) => ({ value: t, label: COMMISSION_LABELS[t] })),
            ]}
            value={values.tipoComision ?? INHERIT}
            allowDeselect={false}
            onChange={(v) =>
              set({ tipoComision: v === null || v === INHERIT ? null : (v as CommissionType) })
            }
          />
          {commissionType === 'porcentaje' ? (
            <NumberInput
              label="Comisión (%)"
              placeholder={heredado(`${inherited.comisionOperador.toLocaleString('es-AR')} %`)}
              {...field.number('comisionOperador')}
              min={0}
              max={100}
              step={0.1}
              decimalScale={1}
              suffix=" %"
              decimalSeparator=","
            />
          ) : (
            <PesosInput
              label="Monto fijo por auditoría"
              placeholder={heredado(formatPesos(inherited.montoFijoOperador))}
              {...field.number('montoFijoOperador')}
              min={0}
              step={0.01}
            />
          )}
        </SimpleGrid>

        <Divider label="Modalidad e instrucciones" labelPosition="left" />
        <ModalityFields
          value={{ modalidad: values.modalidad, dias: values.dias, fecha_exacta: values.fecha_exacta }}
          onChange={(m) => set(m)}
          inheritedLabel={MODALITY_LABELS[inherited.modalidad]}
          errors={{ dias: errors.dias, fecha_exacta: errors.fecha_exacta }}
        />
        <Textarea
          label="Instrucciones para el operador"
          placeholder={
            inherited.instrucciones ? heredado(inherited.instrucciones) : 'Sin instrucciones del cliente'
          }
          {...field.text('instrucciones_op')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={5000}
        />
        <FileUploadField
          kind="procedimiento"
          label="Archivo de procedimiento de la sucursal"
          value={values.procedimiento}
          onChange={(procedimiento) => set({ procedimiento })}
          onUploadingChange={setUploading}
          download={procedureDownload}
        />

        <Checkbox
          label="Sistema de 4 auditorías fijas en esta sucursal"
          description={
            clientHasFixed
              ? 'El cliente ya tiene el sistema de 4 auditorías fijas: alcanza a todas sus sucursales.'
              : 'El día 1 de cada mes se facturan 4 auditorías; la 5ª y siguientes se cobran aparte.'
          }
          checked={clientHasFixed || values.auditoria_fija_mes}
          disabled={clientHasFixed}
          onChange={(e) => set({ auditoria_fija_mes: e.currentTarget.checked })}
        />

        {errors.general || serverError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errors.general ?? serverError}
          </Alert>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button onClick={save} loading={saving} disabled={uploading}>
            Guardar Sucursal
          </Button>
        </Group>
        {uploading ? (
          <Text size="xs" c="dimmed" ta="right">
            Esperá a que termine de subir el archivo.
          </Text>
        ) : null}
      </Stack>
    </fieldset>
  );
}
