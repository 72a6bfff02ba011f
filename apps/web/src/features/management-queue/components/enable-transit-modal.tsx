import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import type { Priority } from '@auditorias/domain/clients/constants';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { Select, SimpleGrid } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { type ItemDialogOutcome, ItemModal } from '../../../components/item-modal';
import { PrioritySelect } from '../../../components/priority-select';
import { ReasonConfirmForm } from '../../../components/reason-confirm-form';
import { useDialogOutcome } from '../../../lib/use-dialog-outcome';
import { DayInput, useAssignableUsersQuery } from '../../audits/public';
import { useEnableTransitMutation } from '../api/enable-transit';

export const ENABLE_ERROR = 'Error habilitando auditoría';
const NOBODY = 'none';

interface EnableTransitModalProps extends ItemDialogOutcome {
  audit: Audit | null;
}

/**
 * Enable an audit for transit: optionally straight to an operator (it becomes assigned), with its scheduled day
 * and priority, which can be changed here.
 */
export function EnableTransitModal({ audit, onClose, onDone }: EnableTransitModalProps) {
  return (
    <ItemModal item={audit} onClose={onClose} title={(a) => `Habilitar para tránsito · #${a.id}`} size="lg">
      {(a) => <EnableForm audit={a} onClose={onClose} onDone={onDone} />}
    </ItemModal>
  );
}

function EnableForm({ audit, onClose, onDone }: { audit: Audit } & ItemDialogOutcome) {
  const people = useAssignableUsersQuery();
  const enable = useEnableTransitMutation();
  const [operador, setOperador] = useState<string>(NOBODY);
  const [fechaProgramada, setFechaProgramada] = useState<string | null>(
    audit.fechaProgramada ? audit.fechaProgramada.slice(0, 10) : null,
  );
  const [prioridad, setPrioridad] = useState<Priority>(audit.prioridad);
  const { problem, outcome } = useDialogOutcome(ENABLE_ERROR, onDone);

  return (
    <ReasonConfirmForm
      subject={audit.titulo}
      intro={`— ${audit.client.nombre}. Sin operador, queda disponible para que la tome el primero que pueda.`}
      problem={problem}
      pending={enable.isPending}
      confirm={{ label: 'Habilitar', color: 'teal', icon: <IconRocket size={16} /> }}
      onCancel={onClose}
      onConfirm={() =>
        enable.mutate(
          {
            id: audit.id,
            ...(operador !== NOBODY ? { operadorId: Number(operador) } : {}),
            fechaProgramada,
            prioridad,
          },
          outcome,
        )
      }
    >
      <Select
        label="Operador"
        data={[
          { value: NOBODY, label: 'Sin operador (disponible para todos)' },
          ...(people.data ?? []).map((p) => ({
            value: String(p.id),
            label: `${p.name} (${ROLE_LABELS[p.role]})`,
          })),
        ]}
        value={operador}
        allowDeselect={false}
        searchable
        nothingFoundMessage="Sin coincidencias"
        onChange={(value) => setOperador(value ?? NOBODY)}
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DayInput label="Fecha programada" clearable value={fechaProgramada} onChange={setFechaProgramada} />
        <PrioritySelect value={prioridad} onChange={setPrioridad} />
      </SimpleGrid>
    </ReasonConfirmForm>
  );
}
