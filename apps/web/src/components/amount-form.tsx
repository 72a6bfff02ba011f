import { parseAmount } from '@auditorias/domain/finance/rules';
import { centavosToPesos } from '@auditorias/domain/money';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { amountValue } from '../lib/money-input';
import { Money } from './money';

interface AmountFormProps {
  /** The form's accessible name ('Cobro parcial', 'Pago parcial'). */
  name: string;
  /** The amount field's label. */
  label: string;
  /** What is still due, in pesos (shown above the field). */
  saldo: number;
  /** The problem with a valid amount (in centavos) against what is due, or null when it may go. */
  check: (centavos: number) => string | null;
  onSubmit: (monto: number) => void;
  onCancel: () => void;
}

/**
 * The prompt of a partial amount (a partial collection, a partial salary payment): a positive amount in pesos with
 * centavos, checked against what is still due before the confirmation.
 */
export function AmountForm({ name, label, saldo, check, onSubmit, onCancel }: AmountFormProps) {
  const [value, setValue] = useState<number | string>('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseAmount(amountValue(value));
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    const refusal = check(parsed.value);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    onSubmit(centavosToPesos(parsed.value));
  }

  return (
    <form onSubmit={submit} noValidate aria-label={name}>
      <Stack gap="sm">
        <Text size="sm">
          Saldo pendiente: <Money pesos={saldo} fw={600} />
        </Text>
        <NumberInput
          label={label}
          value={value}
          onChange={(v) => {
            setValue(v);
            setProblem(null);
          }}
          error={problem}
          min={0}
          decimalScale={2}
          prefix="$ "
          thousandSeparator="."
          decimalSeparator=","
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit">Continuar</Button>
        </Group>
      </Stack>
    </form>
  );
}
