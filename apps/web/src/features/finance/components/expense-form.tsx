import { EXPENSE_CATEGORIES, type ExpenseCategory } from '@auditorias/domain/finance/accounts';
import { EXPLANATION_MIN, validateExpense } from '@auditorias/domain/finance/rules';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormCard } from '../../../components/form-card';
import { Money } from '../../../components/money';
import { PesosInput } from '../../../components/pesos-input';
import { amountValue } from '../../../lib/money-input';
import { useCreateExpenseMutation } from '../api/create-expense';
import { useMoneyRecord } from './use-money-record';
import type { Notify } from './use-receivable-actions';

export const EXPENSE_ERROR = 'Error al registrar el gasto';

export const CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  operativo: 'Operativo',
  administrativo: 'Administrativo',
  impuestos: 'Impuestos',
  servicios: 'Servicios',
  otros: 'Otros',
};

/**
 * An expense: description, amount and category ('Complete todos los campos'); a contable must explain it in 15
 * characters or more after trimming. Asks for confirmation before recording it.
 */
export function ExpenseForm({ user, notify }: { user: PublicUser; notify: Notify }) {
  const create = useCreateExpenseMutation();
  const [descripcion, setDescripcion] = useState('');
  const [monto, setMonto] = useState<number | string>('');
  const [categoria, setCategoria] = useState('');
  const [explicacion, setExplicacion] = useState('');
  const form = useMoneyRecord(create, EXPENSE_ERROR, notify);
  const mustExplain = user.role === 'contable';

  function check() {
    const amount = amountValue(monto);
    const checked = validateExpense({ descripcion, monto: amount, categoria, explicacion }, user.role);
    if (!checked.ok) return checked;
    const input = {
      descripcion: checked.value.descripcion,
      monto: amount as number,
      categoria: checked.value.categoria,
      ...(checked.value.explicacion ? { explicacion: checked.value.explicacion } : {}),
    };
    return { ok: true as const, value: input };
  }

  return (
    <FormCard
      title="Nuevo gasto"
      name="Nuevo gasto"
      onSubmit={(event) =>
        form.submit(event, {
          check,
          confirm: (input) => ({
            title: 'Registrar gasto',
            question: (
              <>
                ¿Registrar el gasto «{input.descripcion}» ({CATEGORY_LABELS[input.categoria]}) por{' '}
                <Money pesos={input.monto} />?
              </>
            ),
            color: 'red',
          }),
          onRecorded: () => {
            setDescripcion('');
            setMonto('');
            setCategoria('');
            setExplicacion('');
          },
        })
      }
      problem={form.problem}
      submitLabel="Registrar gasto"
      submitting={form.submitting}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Descripción"
          value={descripcion}
          onChange={(e) => setDescripcion(e.currentTarget.value)}
          maxLength={500}
        />
        <PesosInput label="Monto" value={monto} onChange={setMonto} />
        <NativeSelect
          label="Categoría"
          value={categoria}
          onChange={(e) => setCategoria(e.currentTarget.value)}
          data={[
            { value: '', label: 'Seleccioná una categoría' },
            ...EXPENSE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
          ]}
        />
      </SimpleGrid>
      <Textarea
        label="Explicación"
        description={
          mustExplain
            ? `Obligatoria: al menos ${EXPLANATION_MIN} caracteres.`
            : 'Opcional: el motivo del gasto.'
        }
        value={explicacion}
        onChange={(e) => setExplicacion(e.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
        withAsterisk={mustExplain}
      />
    </FormCard>
  );
}
