import { parseDay, validateIncome } from '@auditorias/domain/finance/rules';
import { argentineDay } from '@auditorias/domain/format/locale';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormCard } from '../../../components/form-card';
import { Money } from '../../../components/money';
import { PesosInput } from '../../../components/pesos-input';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { bindFields } from '../../../lib/form-fields';
import { amountValue } from '../../../lib/money-input';
import { DayInput } from '../../audits/public';
import { useClientsForAuditsQuery } from '../../clients/public';
import { useRecordManualIncomeMutation } from '../api/record-manual-income';
import { useMoneyRecord } from './use-money-record';
import type { Notify } from './use-receivable-actions';

export const INCOME_ERROR = 'Error al registrar el ingreso';
/** The client list of the form (spec, finance errors): its failure, and its empty state. */
export const INCOME_CLIENTS_ERROR = 'Error obteniendo clientes';
export const INCOME_NO_CLIENTS = 'No hay clientes disponibles: solo se puede registrar un ingreso general';

/**
 * A manual income, general or for a client: title and amount required ('Complete título y monto'), the day
 * (today by default), and a confirmation before it is recorded.
 */
export function ManualIncomeForm({ notify }: { notify: Notify }) {
  const clients = useClientsForAuditsQuery();
  const record = useRecordManualIncomeMutation();
  const [values, setValues] = useState(() => ({
    clienteId: '',
    titulo: '',
    monto: '' as number | string,
    fecha: argentineDay() as string | null,
  }));
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const field = bindFields(values, set);
  const { clienteId, titulo, monto, fecha } = values;
  const form = useMoneyRecord(record, INCOME_ERROR, notify);

  const clientName = (id: string) => clients.data?.find((c) => String(c.id) === id)?.nombre ?? '';

  function check() {
    const amount = amountValue(monto);
    const checked = validateIncome({ titulo, monto: amount });
    if (!checked.ok) return checked;
    const day = parseDay(fecha ?? '');
    if (!day.ok) return day;
    const input = {
      clienteId: clienteId ? Number(clienteId) : null,
      titulo: checked.value.titulo,
      monto: amount as number,
      fecha: day.value,
    };
    return { ok: true as const, value: input };
  }

  return (
    <FormCard
      title="Ingreso manual"
      name="Ingreso manual"
      onSubmit={(event) =>
        form.submit(event, {
          check,
          confirm: (input) => ({
            title: 'Registrar ingreso',
            question: (
              <>
                ¿Registrar el ingreso «{input.titulo}» por <Money pesos={input.monto} />
                {input.clienteId ? ` del cliente ${clientName(clienteId)}` : ' (ingreso general)'}?
              </>
            ),
            color: 'green',
          }),
          onRecorded: () => set({ titulo: '', monto: '' }),
        })
      }
      problem={form.problem}
      submitLabel="Registrar ingreso"
      submitting={form.submitting}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <NativeSelect
          label="Cliente"
          {...field.text('clienteId')}
          error={clients.isError ? prefixedErrorMessage(INCOME_CLIENTS_ERROR, clients.error) : undefined}
          description={clients.isSuccess && clients.data.length === 0 ? INCOME_NO_CLIENTS : undefined}
          data={[
            { value: '', label: 'Ingreso general' },
            ...(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre })),
          ]}
        />
        <TextInput label="Título" {...field.text('titulo')} maxLength={500} />
        <PesosInput label="Monto" {...field.number('monto')} />
        <DayInput label="Fecha" value={fecha} onChange={(day) => set({ fecha: day })} />
      </SimpleGrid>
    </FormCard>
  );
}
