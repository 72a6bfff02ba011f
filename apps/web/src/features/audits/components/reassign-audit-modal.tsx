import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@auditorias/domain/clients/constants';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useAssignAuditMutation } from '../api/assign-audit';
import { useAssignableUsersQuery } from '../api/list-assignable-users';
import { useReassignAuditMutation } from '../api/reassign-audit';

const NOBODY = 'none';
export const REASSIGN_ERROR_PREFIX = 'Error reasignando auditoría';

interface ReassignAuditModalProps {
  audit: Audit | null;
  onClose: () => void;
  /** The confirmation to show once the server accepted it. */
  onDone: (message: string) => void;
}

/**
 * Reassign (spec: tracking modals). An audit nobody holds yet is assigned to an operator (PATCH /assign); one an
 * operator holds is reassigned to another person or to nobody, with an optional priority change and message
 * (PUT /reassign {operadorId, mensaje, prioridad}). The server's error is shown as it comes.
 */
export function ReassignAuditModal({ audit, onClose, onDone }: ReassignAuditModalProps) {
  return (
    <Modal
      opened={audit !== null}
      onClose={onClose}
      title={audit ? `${audit.operadorId === null ? 'Asignar' : 'Reasignar'} auditoría #${audit.id}` : ''}
      size="md"
    >
      {audit ? <ReassignForm key={audit.id} audit={audit} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function ReassignForm({
  audit,
  onClose,
  onDone,
}: {
  audit: Audit;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const assigning = audit.operadorId === null;
  const people = useAssignableUsersQuery();
  const assign = useAssignAuditMutation();
  const reassign = useReassignAuditMutation();
  const [operador, setOperador] = useState<string | null>(null);
  const [prioridad, setPrioridad] = useState<Priority>(audit.prioridad);
  const [mensaje, setMensaje] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pending = assign.isPending || reassign.isPending;

  const options = [
    ...(assigning ? [] : [{ value: NOBODY, label: 'Sin asignar (vuelve a pendiente)' }]),
    ...(people.data ?? []).map((p) => ({
      value: String(p.id),
      label: `${p.name} (${ROLE_LABELS[p.role]})${p.id === audit.operadorId ? ' — actual' : ''}`,
    })),
  ];

  const submit = () => {
    if (!operador) {
      setProblem('Elegí un operador');
      return;
    }
    const onError = (error: Error) => setProblem(prefixedErrorMessage(REASSIGN_ERROR_PREFIX, error));
    if (assigning) {
      assign.mutate(
        { id: audit.id, operadorId: Number(operador) },
        { onSuccess: (r) => onDone(r.message), onError },
      );
      return;
    }
    reassign.mutate(
      {
        id: audit.id,
        operadorId: operador === NOBODY ? null : Number(operador),
        mensaje: mensaje.trim(),
        prioridad,
      },
      { onSuccess: (r) => onDone(r.message ?? 'Auditoría reasignada'), onError },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
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
          label="Asignar a"
          placeholder={people.isPending ? 'Cargando...' : 'Elegí un operador'}
          data={options}
          value={operador}
          onChange={(value) => {
            setOperador(value);
            setProblem(null);
          }}
          searchable
          required
          nothingFoundMessage="Sin coincidencias"
          comboboxProps={{ withinPortal: true }}
        />
        {people.isError ? (
          <Text size="sm" c="red">
            {prefixedErrorMessage('Error cargando usuarios', people.error, 'Error cargando usuarios')}
          </Text>
        ) : null}
        {assigning ? null : (
          <>
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
          </>
        )}
        {problem ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" loading={pending}>
            {assigning ? 'Asignar' : 'Reasignar'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
