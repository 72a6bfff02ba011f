import type { Branch } from '@auditorias/domain/schemas/clients';
import { Alert, Group, Loader, Modal } from '@mantine/core';
import { ModalTitle } from '../../../components/management-modal';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useAuditPricingQuery } from '../../company-settings/public';
import { useCreateBranchMutation } from '../api/create-branch';
import { useClientQuery } from '../api/get-client';
import { useUpdateBranchMutation } from '../api/update-branch';
import { type BranchFormValues, branchFormFromApi, toBranchInput } from '../branch-form-values';
import { inheritanceFromClient } from '../client-form-values';
import { pricingSettingsFrom } from '../client-pricing';
import { BranchForm } from './branch-form';
import { ClientFileDownloadButton } from './client-file-download-button';

export interface BranchModalTarget {
  /** The company the branch belongs to (a top-level client or a child business). */
  ownerId: number;
  ownerName: string;
  /** null creates a branch. */
  branch: Branch | null;
}

interface BranchModalProps {
  target: BranchModalTarget | null;
  onClose: () => void;
  /** The server's 'Sucursal creada/actualizada exitosamente'. */
  onSaved: (message: string) => void;
}

/** 'Nueva Sucursal' / 'Editar Sucursal' of the branches screen: the same branch form, saved on its own. */
export function BranchModal({ target, onClose, onSaved }: BranchModalProps) {
  const owner = useClientQuery(target?.ownerId ?? null);
  const pricing = useAuditPricingQuery();
  const create = useCreateBranchMutation();
  const update = useUpdateBranchMutation();
  const saving = create.isPending || update.isPending;
  const saveError = create.error ?? update.error;

  function close() {
    create.reset();
    update.reset();
    onClose();
  }

  function save(values: BranchFormValues) {
    if (!target) return;
    const branch = toBranchInput(values);
    const handlers = {
      onSuccess: ({ message }: { message: string }) => {
        create.reset();
        update.reset();
        onSaved(message);
      },
    };
    if (target.branch)
      update.mutate({ clientId: target.ownerId, branchId: target.branch.id, branch }, handlers);
    else create.mutate({ clientId: target.ownerId, branch }, handlers);
  }

  const title = target?.branch ? 'Editar Sucursal' : 'Nueva Sucursal';
  const procedure = target?.branch?.archivo_procedimiento;

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={<ModalTitle title={title} subtitle={target?.ownerName} />}
      size="xl"
      closeOnClickOutside={false}
    >
      {!target ? null : owner.isPending ? (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      ) : owner.isError ? (
        <Alert color="red" variant="light" role="alert">
          {prefixedErrorMessage('Error cargando clientes', owner.error)}
        </Alert>
      ) : (
        <BranchForm
          key={target.branch?.id ?? 'nueva'}
          initial={target.branch ? branchFormFromApi(target.branch) : null}
          client={inheritanceFromClient(owner.data)}
          pricing={pricingSettingsFrom(pricing.data)}
          onSave={save}
          onCancel={close}
          saving={saving}
          serverError={saveError ? prefixedErrorMessage('Error guardando sucursal', saveError) : null}
          procedureDownload={
            target.branch && procedure ? (
              <ClientFileDownloadButton
                target={{ what: 'procedimiento', clientId: target.ownerId, branchId: target.branch.id }}
                fallbackName={procedure.nombre}
              />
            ) : null
          }
        />
      )}
    </Modal>
  );
}
