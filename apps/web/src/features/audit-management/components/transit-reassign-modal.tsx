import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@auditorias/domain/clients/constants';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useAssignableUsersQuery } from '../../audits/api/list-assignable-users';
import { useReassignFromTransitMutation } from '../api/reassign-from-transit';
import { reassignProblem } from '../management-rules';

const NOBODY = 'none';
export const REASSIGN_ERROR_PREFIX = 'Error reasignando auditoría';

interface TransitReassignModalProps {
  audit: Audit | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Reassign from the transit panel: to another operator or supervisor (never the current one), or to nobody (back
 * to pending), with an optional priority change and message.
 */
export function TransitReassignModal({ audit, onClose, onDone }: TransitReassignModalProps) {
  return (
    <Modal opened={audit !== null} onClose={onClose} title={audit ? `Reasignar auditoría #${audit.id}` : ''}>
      {audit ? <TransitReassignForm key={audit.id} audit={audit} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function TransitReassignForm({
  audit,
  onClose,
  onDone,
}: {
  audit: Audit;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const people = useAssignableUsersQuery();
  const reassign = useReassignFromTransitMutation();
  const [choice, setChoice] = useState<string | null>(null);
  const [prioridad, setPrioridad] = useState<Priority>(audit.prioridad);
  const [mensaje, setMensaje] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const options = [
    { value: NOBODY, label: 'Sin asignar (vuelve a pendiente)' },
    ...(people.data ?? []).map((p) => ({
      value: String(p.id),
      label: `${p.name} (${ROLE_LABELS[p.role]})${p.id === audit.operadorId ? ' — actual' : ''}`,
      disabled: p.id === audit.operadorId,
    })),
  ];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const operadorId = choice === null ? undefined : choice === NOBODY ? null : Number(choice);
        const invalid = reassignProblem(audit, operadorId, true);
        if (invalid || operadorId === undefined) {
          setProblem(invalid);
          return;
        }
        reassign.mutate(
          { id: audit.id, operadorId, mensaje, prioridad },
          {
            onSuccess: (answer) => onDone(answer.message),
            onError: (error) => setProblem(prefixedErrorMessage(REASSIGN_ERROR_PREFIX, error)),
          },
        );
      }}
    >
      <Stack>
        <Text size="sm">
          <Text span fw={600}>
            {audit.titulo}
          </Text>{' '}
          — {audit.client.nombre}
          {audit.operador ? ` · Operador actual: ${audit.operador.name}` : ''}
        </Text>
        <Select
          label="Nuevo operador"
          placeholder={people.isPending ? 'Cargando...' : 'Elegí un operador'}
          data={options}
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setProblem(null);
          }}
          searchable
          required
          nothingFoundMessage="Sin coincidencias"
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Prioridad"
          data={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
          value={prioridad}
          allowDeselect={false}
          onChange={(value) => value && setPrioridad(value as Priority)}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Mensaje (opcional)"
          autosize
          minRows={2}
          maxLength={2000}
          value={mensaje}
          onChange={(e) => setMensaje(e.currentTarget.value)}
        />
        {problem ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={reassign.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={reassign.isPending}>
            Reasignar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
