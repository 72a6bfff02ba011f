import { validateAuditEdit } from '@auditorias/domain/finance/rules';
import type { ReceivableAudit } from '@auditorias/domain/schemas/finance';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { amountValue } from '../../../lib/money-input';
import type { FinanceAuditEdit } from '../api/edit-finance-audit';

export const TITLE_REQUIRED = 'El título es obligatorio';

interface EditAuditFormProps {
  audit: ReceivableAudit;
  saving: boolean;
  /** Only the fields that changed; nothing when nothing did. */
  onSubmit: (edit: FinanceAuditEdit) => void;
  onCancel: () => void;
}

/** Edit an audit's title, amount and requested date from finance ('Monto inválido', date 'YYYY-MM-DD'). */
export function EditAuditForm({ audit, saving, onSubmit, onCancel }: EditAuditFormProps) {
  const [titulo, setTitulo] = useState(audit.titulo);
  const [monto, setMonto] = useState<number | string>(audit.costoFinal);
  const [fecha, setFecha] = useState(audit.fechaSolicitada.slice(0, 10));
  const [problem, setProblem] = useState<{ campo: 'titulo' | 'monto' | 'fecha'; text: string } | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (titulo.trim() === '') {
      setProblem({ campo: 'titulo', text: TITLE_REQUIRED });
      return;
    }
    const amount = amountValue(monto);
    const checked = validateAuditEdit({ costoFinal: amount ?? Number.NaN });
    if (!checked.ok) {
      setProblem({ campo: 'monto', text: checked.message });
      return;
    }
    const day = validateAuditEdit({ fechaSolicitada: fecha.trim() });
    if (!day.ok) {
      setProblem({ campo: 'fecha', text: day.message });
      return;
    }
    setProblem(null);
    const edit: FinanceAuditEdit = { auditId: audit.id };
    if (titulo.trim() !== audit.titulo) edit.titulo = titulo.trim();
    if (Math.round((amount as number) * 100) !== Math.round(audit.costoFinal * 100)) edit.costoFinal = amount;
    if (fecha.trim() !== audit.fechaSolicitada.slice(0, 10)) edit.fechaSolicitada = fecha.trim();
    onSubmit(edit);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Editar auditoría">
      <Stack gap="sm">
        <TextInput
          label="Título"
          value={titulo}
          onChange={(e) => setTitulo(e.currentTarget.value)}
          error={problem?.campo === 'titulo' ? problem.text : null}
          maxLength={300}
        />
        <NumberInput
          label="Monto"
          value={monto}
          onChange={setMonto}
          error={problem?.campo === 'monto' ? problem.text : null}
          decimalScale={2}
          prefix="$ "
          thousandSeparator="."
          decimalSeparator=","
        />
        <TextInput
          label="Fecha"
          description="AAAA-MM-DD"
          value={fecha}
          onChange={(e) => setFecha(e.currentTarget.value)}
          error={problem?.campo === 'fecha' ? problem.text : null}
          maxLength={20}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
