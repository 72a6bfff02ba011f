import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@auditorias/domain/clients/constants';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconAlertCircle, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useAssignableUsersQuery } from '../../audits/api/list-assignable-users';
import { parseDayInput } from '../../audits/date-input';
import { useEnableTransitMutation } from '../api/enable-transit';

export const ENABLE_ERROR = 'Error habilitando auditoría';
const NOBODY = 'none';

interface EnableTransitModalProps {
  audit: Audit | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Enable an audit for transit: optionally straight to an operator (it becomes assigned), with its scheduled day
 * and priority, which can be changed here.
 */
export function EnableTransitModal({ audit, onClose, onDone }: EnableTransitModalProps) {
  return (
    <Modal
      opened={audit !== null}
      onClose={onClose}
      title={audit ? `Habilitar para tránsito · #${audit.id}` : ''}
      size="lg"
    >
      {audit ? <EnableForm key={audit.id} audit={audit} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function EnableForm({
  audit,
  onClose,
  onDone,
}: {
  audit: Audit;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const people = useAssignableUsersQuery();
  const enable = useEnableTransitMutation();
  const [operador, setOperador] = useState<string>(NOBODY);
  const [fechaProgramada, setFechaProgramada] = useState<string | null>(
    audit.fechaProgramada ? audit.fechaProgramada.slice(0, 10) : null,
  );
  const [prioridad, setPrioridad] = useState<Priority>(audit.prioridad);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        enable.mutate(
          {
            id: audit.id,
            ...(operador !== NOBODY ? { operadorId: Number(operador) } : {}),
            fechaProgramada,
            prioridad,
          },
          {
            onSuccess: (answer) => onDone(answer.message),
            onError: (error) => setProblem(prefixedErrorMessage(ENABLE_ERROR, error)),
          },
        );
      }}
    >
      <Stack>
        <Text size="sm">
          <Text span fw={600}>
            {audit.titulo}
          </Text>{' '}
          — {audit.client.nombre}. Sin operador, queda disponible para que la tome el primero que pueda.
        </Text>
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
          <DateInput
            label="Fecha programada"
            valueFormat="DD/MM/YYYY"
            dateParser={parseDayInput}
            placeholder="dd/mm/aaaa"
            clearable
            value={fechaProgramada}
            onChange={setFechaProgramada}
            popoverProps={{ withinPortal: true }}
          />
          <Select
            label="Prioridad"
            data={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
            value={prioridad}
            allowDeselect={false}
            onChange={(value) => value && setPrioridad(value as Priority)}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {problem ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={enable.isPending}>
            Cancelar
          </Button>
          <Button
            type="submit"
            color="teal"
            loading={enable.isPending}
            leftSection={<IconRocket size={16} />}
          >
            Habilitar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
