import { type PaymentType, type SalaryRole, VACATION_DAYS_MAX } from '@auditorias/domain/salaries/config';
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { bindFields } from '../../../lib/form-fields';
import { DayInput } from '../../audits/public';
import type { SalaryConfigBody } from '../api/configure-salary';
import type { ExampleCounts } from '../salary-example';
import {
  configBody,
  dayValue,
  fieldErrors,
  normalisedForm,
  type SalaryFormValues,
  type SalaryPeriod,
  withPaymentType,
  withReference,
} from '../salary-form-values';
import { SalaryExampleBox } from './salary-example-box';
import { SalaryFrancoFields } from './salary-franco-fields';
import { RadioChoices, SalaryPlusFields } from './salary-plus-fields';

interface SalaryConfigFormProps {
  role: SalaryRole;
  operadorId: number;
  period: SalaryPeriod;
  initial: SalaryFormValues;
  counts: ExampleCounts;
  readOnly: boolean;
  saving: boolean;
  onSave: (body: SalaryConfigBody) => void;
  /** The form cannot be saved as it is: the refusals, joined. */
  onInvalid: (message: string) => void;
}

const money = { prefix: '$ ', thousandSeparator: '.', decimalSeparator: ',' } as const;
/** A whole number from 0 up. */
const wholeNumber = { min: 0, allowDecimal: false, allowNegative: false } as const;

/**
 * The salary configuration of one employee for one month: every field of the spec with its rules (derived day
 * value, hour value by payment type, plus clearing, double pay), fields by role, the rest-day calendar, the
 * example calculation and the save button. Read-only for whoever may not configure salaries.
 */
export function SalaryConfigForm(props: SalaryConfigFormProps) {
  const { role, operadorId, period, counts, readOnly, saving, onSave, onInvalid } = props;
  const [values, setValues] = useState<SalaryFormValues>(props.initial);
  const normalised = normalisedForm(values, role, operadorId, period);
  const errors = fieldErrors(normalised);
  const field = bindFields(values, (patch) => setValues((c) => ({ ...c, ...patch })), errors);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!normalised.ok) {
      onInvalid(normalised.errores.map((e) => e.mensaje).join('. '));
      return;
    }
    onSave(configBody(values, role, operadorId, period));
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Configuración del sueldo">
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label="Sueldo de referencia"
              description="Pesos enteros; vacío usa el de su rol."
              value={values.sueldoReferencia}
              onChange={(v) => setValues((c) => withReference(c, role, v))}
              {...wholeNumber}
              error={errors.sueldoReferencia}
              {...money}
            />
            <NumberInput
              label="Valor día pago"
              description="Sueldo de referencia / 30 (se calcula solo)."
              value={dayValue(values, role)}
              readOnly
              variant="filled"
              {...money}
            />
          </SimpleGrid>

          {role === 'operador' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <RadioChoices<PaymentType>
                label="Tipo de pago"
                value={values.tipoPago}
                onChange={(v) => setValues((c) => withPaymentType(c, role, v))}
                options={[
                  { value: 'objetivos', label: 'Por objetivos' },
                  { value: 'horas', label: 'Por horas' },
                ]}
              />
              {values.tipoPago === 'horas' ? (
                <NumberInput
                  label="Valor hora"
                  description="Sueldo de referencia / 160 al elegir por horas."
                  {...field.number('valorHora')}
                  min={0}
                  decimalScale={2}
                  allowNegative={false}
                  error={errors.valorHora ?? errors.tipoPago}
                  {...money}
                />
              ) : null}
            </SimpleGrid>
          ) : null}

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label="Objetivo de auditorías"
              description="Auditorías del mes completo; 0 sin objetivo."
              {...field.number('objetivoAuditorias')}
              {...wholeNumber}
            />
            {role === 'supervisor' ? (
              <NumberInput
                label="Objetivo de correcciones"
                {...field.number('objetivoCorrecciones')}
                {...wholeNumber}
              />
            ) : null}
          </SimpleGrid>

          <SalaryPlusFields values={values} errors={errors} onChange={setValues} />

          {role === 'admin' ? (
            <Checkbox
              label="El administrador gana sueldo base"
              description="Sin marcar, el sueldo del administrador es $ 0."
              {...field.checked('adminGanaSueldo')}
            />
          ) : (
            <Checkbox
              label="Sueldo fijo"
              description="Cobra el sueldo de referencia sin objetivos ni plus."
              {...field.checked('esSueldoFijo')}
            />
          )}

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label="Días de vacaciones"
              {...field.number('diasVacaciones')}
              {...wholeNumber}
              max={VACATION_DAYS_MAX}
            />
            <DayInput
              label="Fecha de ingreso"
              description="Opcional: el mes de ingreso se paga desde ese día."
              clearable
              value={values.fechaIngreso}
              onChange={(fecha) => setValues((c) => ({ ...c, fechaIngreso: fecha || null }))}
              error={errors.fechaIngreso}
            />
          </SimpleGrid>
          {role === 'admin' ? null : (
            <Stack gap="xs">
              <Title order={3} size="h5">
                Francos
              </Title>
              <SalaryFrancoFields
                role={role}
                period={period}
                values={values}
                holidays={counts.feriados}
                disabled={readOnly}
                error={errors.francosMarcados}
                onChange={setValues}
              />
            </Stack>
          )}

          <SalaryExampleBox role={role} normalised={normalised} counts={counts} />

          {readOnly ? (
            <Text size="sm" c="dimmed">
              Solo lectura: los sueldos los configura un administrador.
            </Text>
          ) : (
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={saving}>
                Guardar configuración
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
