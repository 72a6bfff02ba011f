import { FINANCE_MSG, parseAmount } from '@auditorias/domain/finance/rules';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Money } from '../../../components/money';
import { amountValue } from '../money-input';

/** Spec has no text for it: a partial amount above what is still due (the server's own message). */
export const OVER_DUE_MESSAGE = 'El monto supera el saldo pendiente de la auditoría';

interface PartialPaymentFormProps {
  /** What is still due, in pesos. */
  saldo: number;
  onSubmit: (monto: number) => void;
  onCancel: () => void;
}

/** The amount prompt of a partial collection: more than 0, at most what is due. */
export function PartialPaymentForm({ saldo, onSubmit, onCancel }: PartialPaymentFormProps) {
  const [value, setValue] = useState<number | string>('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const monto = amountValue(value);
    if (monto === undefined) {
      setProblem(FINANCE_MSG.amountInvalid);
      return;
    }
    const parsed = parseAmount(monto);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    if (Math.round(monto * 100) > Math.round(saldo * 100)) {
      setProblem(OVER_DUE_MESSAGE);
      return;
    }
    onSubmit(monto);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Cobro parcial">
      <Stack gap="sm">
        <Text size="sm">
          Saldo pendiente: <Money pesos={saldo} fw={600} />
        </Text>
        <NumberInput
          label="Monto a cobrar"
          value={value}
          onChange={setValue}
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
