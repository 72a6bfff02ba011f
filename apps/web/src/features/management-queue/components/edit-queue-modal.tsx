import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@auditorias/domain/clients/constants';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { parseDayInput } from '../../audits/date-input';
import { useEditQueueAuditMutation } from '../api/edit-queue-audit';

export const UPDATE_ERROR = 'Error actualizando auditoría';

interface EditQueueModalProps {
  audit: Audit | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Edit an audit while it waits in the management queue. */
export function EditQueueModal({ audit, onClose, onDone }: EditQueueModalProps) {
  return (
    <Modal
      opened={audit !== null}
      onClose={onClose}
      title={audit ? `Editar auditoría #${audit.id}` : ''}
      size="lg"
    >
      {audit ? <EditForm key={audit.id} audit={audit} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function EditForm({
  audit,
  onClose,
  onDone,
}: {
  audit: Audit;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const edit = useEditQueueAuditMutation();
  const [titulo, setTitulo] = useState(audit.titulo);
  const [descripcion, setDescripcion] = useState(audit.descripcion ?? '');
  const [prioridad, setPrioridad] = useState<Priority>(audit.prioridad);
  const [fechaSolicitada, setFechaSolicitada] = useState<string | null>(audit.fechaSolicitada.slice(0, 10));
  const [fechaProgramada, setFechaProgramada] = useState<string | null>(
    audit.fechaProgramada ? audit.fechaProgramada.slice(0, 10) : null,
  );
  const [observaciones, setObservaciones] = useState(audit.observacionesIniciales ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (titulo.trim() === '') {
          setProblem('El título es obligatorio');
          return;
        }
        edit.mutate(
          {
            id: audit.id,
            titulo: titulo.trim(),
            descripcion: descripcion.trim(),
            prioridad,
            ...(fechaSolicitada ? { fechaSolicitada } : {}),
            fechaProgramada,
            observaciones: observaciones.trim(),
          },
          {
            onSuccess: (answer) => onDone(answer.message),
            onError: (error) => setProblem(prefixedErrorMessage(UPDATE_ERROR, error)),
          },
        );
      }}
    >
      <Stack>
        <TextInput
          label="Título"
          required
          maxLength={200}
          value={titulo}
          onChange={(e) => setTitulo(e.currentTarget.value)}
        />
        <Textarea
          label="Descripción"
          autosize
          minRows={2}
          maxLength={5000}
          value={descripcion}
          onChange={(e) => setDescripcion(e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Prioridad"
            data={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
            value={prioridad}
            allowDeselect={false}
            onChange={(value) => value && setPrioridad(value as Priority)}
            comboboxProps={{ withinPortal: true }}
          />
          <DateInput
            label="Fecha solicitada"
            valueFormat="DD/MM/YYYY"
            dateParser={parseDayInput}
            placeholder="dd/mm/aaaa"
            value={fechaSolicitada}
            onChange={setFechaSolicitada}
            popoverProps={{ withinPortal: true }}
          />
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
        </SimpleGrid>
        <Textarea
          label="Observaciones"
          autosize
          minRows={2}
          maxLength={5000}
          value={observaciones}
          onChange={(e) => setObservaciones(e.currentTarget.value)}
        />
        {problem ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={edit.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={edit.isPending}>
            Guardar Cambios
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
