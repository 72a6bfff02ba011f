import { EXPENSE_CATEGORIES, type ExpenseCategory } from '@auditorias/domain/finance/accounts';
import { EXPLANATION_MIN, validateExpense } from '@auditorias/domain/finance/rules';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormCard } from '../../../components/form-card';
import { Money } from '../../../components/money';
import { PesosInput } from '../../../components/pesos-input';
import { bindFields } from '../../../lib/form-fields';
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

/** An empty expense form (the amount as the input gives it: a number, or the text while it is typed). */
const EMPTY_EXPENSE = { descripcion: '', monto: '' as number | string, categoria: '', explicacion: '' };

/**
 * An expense: description, amount and category ('Complete todos los campos'); a contable must explain it in 15
 * characters or more after trimming. Asks for confirmation before recording it.
 */
export function ExpenseForm({ user, notify }: { user: PublicUser; notify: Notify }) {
  const create = useCreateExpenseMutation();
  const [values, setValues] = useState(EMPTY_EXPENSE);
  const field = bindFields(values, (patch) => setValues((v) => ({ ...v, ...patch })));
  const form = useMoneyRecord(create, EXPENSE_ERROR, notify);
  const mustExplain = user.role === 'contable';

  function check() {
    const amount = amountValue(values.monto);
    const checked = validateExpense({ ...values, monto: amount }, user.role);
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
          onRecorded: () => setValues(EMPTY_EXPENSE),
        })
      }
      problem={form.problem}
      submitLabel="Registrar gasto"
      submitting={form.submitting}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label="Descripción" {...field.text('descripcion')} maxLength={500} />
        <PesosInput label="Monto" {...field.number('monto')} />
        <NativeSelect
          label="Categoría"
          {...field.text('categoria')}
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
        {...field.text('explicacion')}
        maxLength={2000}
        autosize
        minRows={2}
        withAsterisk={mustExplain}
      />
    </FormCard>
  );
}
