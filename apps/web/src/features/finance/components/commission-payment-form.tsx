import { parseAmount, parseDay } from '@auditorias/domain/finance/rules';
import { argentineDay, formatPesos } from '@auditorias/domain/format/locale';
import { centavosToPesos, pesosToCentavos } from '@auditorias/domain/money';
import { COMMISSION_MSG } from '@auditorias/domain/salaries/commissions';
import type { SalaryPaymentType } from '@auditorias/domain/salaries/ledger';
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Money } from '../../../components/money';
import { PesosInput } from '../../../components/pesos-input';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { amountValue } from '../../../lib/money-input';
import { moneyAction } from '../../../lib/money-write';
import { DayInput } from '../../audits/public';
import { usePayCommissionsMutation } from '../api/pay-commissions';

export const COMMISSION_PAY_ERROR = 'Error al pagar las comisiones';

export interface CommissionPayee {
  usuarioId: number;
  nombre: string;
  /** Pesos owed in commissions. */
  comisionesDevengadas: number;
}

interface CommissionPaymentFormProps {
  empleado: CommissionPayee;
  onCancel: () => void;
  /** The server recorded it: its message. */
  onPaid: (message: string) => void;
}

/**
 * 'Pagar comisiones': what the employee is owed in commissions, paid whole ('Pago Total') or in part (less than
 * that), on a day (today unless said, never later). The amount and the day are checked as the server does; the
 * button says what will be paid, and the server's refusal stays in the dialog. The idempotency key is made when
 * the person confirms.
 */
export function CommissionPaymentForm({ empleado, onCancel, onPaid }: CommissionPaymentFormProps) {
  const pay = usePayCommissionsMutation();
  const [tipoPago, setTipoPago] = useState<SalaryPaymentType>('Pago Total');
  const [monto, setMonto] = useState<number | string>('');
  const [fecha, setFecha] = useState<string | null>(() => argentineDay());
  const [problem, setProblem] = useState<{ field: 'monto' | 'fecha' | 'server'; text: string } | null>(null);
  const owed = pesosToCentavos(empleado.comisionesDevengadas);

  /** The amount to pay (pesos), or what is wrong with what was typed. */
  function amount(): { ok: true; value: number } | { ok: false; message: string } {
    if (tipoPago === 'Pago Total') return { ok: true, value: empleado.comisionesDevengadas };
    const parsed = parseAmount(amountValue(monto));
    if (!parsed.ok) return { ok: false, message: COMMISSION_MSG.montoInvalido };
    if (parsed.value >= owed) return { ok: false, message: COMMISSION_MSG.parcialExcede(owed) };
    return { ok: true, value: centavosToPesos(parsed.value) };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = amount();
    if (!checked.ok) return setProblem({ field: 'monto', text: checked.message });
    const day = parseDay(fecha ?? '');
    if (!day.ok) return setProblem({ field: 'fecha', text: day.message });
    if (day.value > argentineDay()) return setProblem({ field: 'fecha', text: COMMISSION_MSG.fechaFutura });
    setProblem(null);
    pay.mutate(
      moneyAction({ operadorId: empleado.usuarioId, tipoPago, monto: checked.value, fecha: day.value }),
      {
        onSuccess: (answer) => onPaid(answer.message),
        onError: (error) =>
          setProblem({ field: 'server', text: prefixedErrorMessage(COMMISSION_PAY_ERROR, error) }),
      },
    );
  }

  const shown = amount();
  return (
    <form onSubmit={submit} noValidate aria-label="Pagar comisiones">
      <Stack gap="sm">
        <Text size="sm">
          Comisiones adeudadas a {empleado.nombre}: <Money pesos={empleado.comisionesDevengadas} fw={700} />
        </Text>
        <Text size="xs" c="dimmed">
          Lo devengado por cada auditoría entregada, aparte del sueldo. El pago sale de caja como egreso.
        </Text>
        <SegmentedControl
          aria-label="Tipo de pago"
          value={tipoPago}
          onChange={(v) => {
            setTipoPago(v as SalaryPaymentType);
            setProblem(null);
          }}
          data={['Pago Total', 'Pago Parcial']}
        />
        {tipoPago === 'Pago Parcial' ? (
          <PesosInput
            label="Monto a pagar"
            value={monto}
            onChange={(v) => {
              setMonto(v);
              setProblem(null);
            }}
            min={0}
            error={problem?.field === 'monto' ? problem.text : undefined}
            data-autofocus
          />
        ) : null}
        <DayInput
          label="Fecha del pago"
          value={fecha}
          onChange={(v) => {
            setFecha(v);
            setProblem(null);
          }}
          maxDate={argentineDay()}
          error={problem?.field === 'fecha' ? problem.text : undefined}
        />
        {problem?.field === 'server' ? (
          <Alert color="red" role="alert">
            {problem.text}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" color="green" loading={pay.isPending}>
            {shown.ok ? `Pagar ${formatPesos(shown.value)}` : 'Pagar'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
