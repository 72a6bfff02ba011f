import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Spec section 5: deleting a client asks for confirmation and states it cannot be undone. */
export function confirmDeleteClient(nombre: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title: '¿Eliminar cliente?',
    children: (
      <Text size="sm">
        Se eliminará el cliente «{nombre}» con sus sucursales y negocios hijos, y sus usuarios quedarán
        desactivados. Esta acción no se puede deshacer.
      </Text>
    ),
    labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
