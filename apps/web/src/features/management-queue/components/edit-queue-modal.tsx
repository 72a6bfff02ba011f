import type { Priority } from '@auditorias/domain/clients/constants';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type ItemDialogOutcome, ItemModal } from '../../../components/item-modal';
import { PrioritySelect } from '../../../components/priority-select';
import { ReasonConfirmForm } from '../../../components/reason-confirm-form';
import { bindFields } from '../../../lib/form-fields';
import { useDialogOutcome } from '../../../lib/use-dialog-outcome';
import { DayInput } from '../../audits/public';
import { useEditQueueAuditMutation } from '../api/edit-queue-audit';

export const UPDATE_ERROR = 'Error actualizando auditoría';

interface EditQueueModalProps extends ItemDialogOutcome {
  audit: Audit | null;
}

/** Edit an audit while it waits in the management queue. */
export function EditQueueModal({ audit, onClose, onDone }: EditQueueModalProps) {
  return (
    <ItemModal item={audit} onClose={onClose} title={(a) => `Editar auditoría #${a.id}`} size="lg">
      {(a) => <EditForm audit={a} onClose={onClose} onDone={onDone} />}
    </ItemModal>
  );
}

function EditForm({ audit, onClose, onDone }: { audit: Audit } & ItemDialogOutcome) {
  const edit = useEditQueueAuditMutation();
  const [texts, setTexts] = useState({
    titulo: audit.titulo,
    descripcion: audit.descripcion ?? '',
    observaciones: audit.observacionesIniciales ?? '',
  });
  const field = bindFields(texts, (patch) => setTexts((current) => ({ ...current, ...patch })));
  const { titulo, descripcion, observaciones } = texts;
  const [prioridad, setPrioridad] = useState<Priority>(audit.prioridad);
  const [fechaSolicitada, setFechaSolicitada] = useState<string | null>(audit.fechaSolicitada.slice(0, 10));
  const [fechaProgramada, setFechaProgramada] = useState<string | null>(
    audit.fechaProgramada ? audit.fechaProgramada.slice(0, 10) : null,
  );
  const { problem, setProblem, outcome } = useDialogOutcome(UPDATE_ERROR, onDone);

  return (
    <ReasonConfirmForm
      problem={problem}
      pending={edit.isPending}
      confirm={{ label: 'Guardar Cambios' }}
      onCancel={onClose}
      onConfirm={() => {
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
          outcome,
        );
      }}
    >
      <TextInput label="Título" required maxLength={200} {...field.text('titulo')} />
      <Textarea label="Descripción" autosize minRows={2} maxLength={5000} {...field.text('descripcion')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <PrioritySelect value={prioridad} onChange={setPrioridad} />
        <DayInput label="Fecha solicitada" value={fechaSolicitada} onChange={setFechaSolicitada} />
        <DayInput label="Fecha programada" clearable value={fechaProgramada} onChange={setFechaProgramada} />
      </SimpleGrid>
      <Textarea
        label="Observaciones"
        autosize
        minRows={2}
        maxLength={5000}
        {...field.text('observaciones')}
      />
    </ReasonConfirmForm>
  );
}
