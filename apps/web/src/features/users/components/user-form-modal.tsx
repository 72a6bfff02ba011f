import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Modal } from '@mantine/core';
import { UserForm } from './user-form';

interface UserFormModalProps {
  opened: boolean;
  /** The user being edited; null creates a new one. */
  editing: PublicUser | null;
  currentUser: PublicUser;
  onClose: () => void;
}

/** 'Nuevo Usuario' or 'Editar Usuario' in a modal; the form starts fresh each time it opens. */
export function UserFormModal({ opened, editing, currentUser, onClose }: UserFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Editar Usuario: ${editing.name}` : 'Nuevo Usuario'}
      size="lg"
      closeOnClickOutside={false}
    >
      {opened ? (
        <UserForm
          key={editing?.id ?? 'new'}
          editing={editing}
          currentUser={currentUser}
          onDone={onClose}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
