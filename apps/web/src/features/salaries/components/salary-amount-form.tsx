import { parseAmount } from '@auditorias/domain/finance/rules';
import { centavosToPesos, pesosToCentavos } from '@auditorias/domain/money';
import { SALARY_MSG } from '@auditorias/domain/salaries/ledger';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Money } from '../../../components/money';
import { amountValue } from '../../finance/money-input';

interface SalaryAmountFormProps {
  /** Pesos still owed. */
  saldo: number;
  onSubmit: (monto: number) => void;
  onCancel: () => void;
}

/** The amount of a 'Pago Parcial': more than 0 and less than what is still owed (the server's rule). */
export function SalaryAmountForm({ saldo, onSubmit, onCancel }: SalaryAmountFormProps) {
  const [value, setValue] = useState<number | string>('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseAmount(amountValue(value));
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    if (parsed.value >= pesosToCentavos(saldo)) {
      setProblem(SALARY_MSG.parcialExcede(pesosToCentavos(saldo)));
      return;
    }
    onSubmit(centavosToPesos(parsed.value));
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Pago parcial">
      <Stack gap="sm">
        <Text size="sm">
          Saldo pendiente: <Money pesos={saldo} fw={600} />
        </Text>
        <NumberInput
          label="Monto a pagar"
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
