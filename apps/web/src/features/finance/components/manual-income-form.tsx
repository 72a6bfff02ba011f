import { parseDay, validateIncome } from '@auditorias/domain/finance/rules';
import { argentineDay } from '@auditorias/domain/format/locale';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormCard } from '../../../components/form-card';
import { Money } from '../../../components/money';
import { PesosInput } from '../../../components/pesos-input';
import { prefixedErrorMessage } from '../../../lib/error-message';
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
  const [clienteId, setClienteId] = useState('');
  const [titulo, setTitulo] = useState('');
  const [monto, setMonto] = useState<number | string>('');
  const [fecha, setFecha] = useState<string | null>(() => argentineDay());
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
          onRecorded: () => {
            setTitulo('');
            setMonto('');
          },
        })
      }
      problem={form.problem}
      submitLabel="Registrar ingreso"
      submitting={form.submitting}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <NativeSelect
          label="Cliente"
          value={clienteId}
          onChange={(e) => setClienteId(e.currentTarget.value)}
          error={clients.isError ? prefixedErrorMessage(INCOME_CLIENTS_ERROR, clients.error) : undefined}
          description={clients.isSuccess && clients.data.length === 0 ? INCOME_NO_CLIENTS : undefined}
          data={[
            { value: '', label: 'Ingreso general' },
            ...(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre })),
          ]}
        />
        <TextInput
          label="Título"
          value={titulo}
          onChange={(e) => setTitulo(e.currentTarget.value)}
          maxLength={500}
        />
        <PesosInput label="Monto" value={monto} onChange={setMonto} />
        <DayInput label="Fecha" value={fecha} onChange={setFecha} />
      </SimpleGrid>
    </FormCard>
  );
}
