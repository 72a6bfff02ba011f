import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useCreateChildBusinessMutation } from '../api/create-child-business';

interface ChildBusinessModalProps {
  parent: { id: number; nombre: string } | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** 'Agregar negocio hijo': a business under the company, with its contract, prices and pay; branches come after. */
export function ChildBusinessModal({ parent, onClose, onSaved }: ChildBusinessModalProps) {
  const [nombre, setNombre] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateChildBusinessMutation();

  function close() {
    setNombre('');
    setError(null);
    create.reset();
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parent) return;
    if (nombre.trim() === '') {
      setError('El nombre es obligatorio');
      return;
    }
    create.mutate(
      { parentId: parent.id, nombre: nombre.trim() },
      {
        onSuccess: () => {
          const name = nombre.trim();
          setNombre('');
          setError(null);
          onSaved(`Negocio hijo «${name}» agregado exitosamente`);
        },
        onError: (e) => setError(prefixedErrorMessage('Error creando negocio hijo', e)),
      },
    );
  }

  return (
    <Modal opened={parent !== null} onClose={close} title="Agregar negocio hijo" size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            El negocio hijo trabaja con el contrato, los precios y el pago al operador de «{parent?.nombre}».
            Después podés agregarle sucursales.
          </Text>
          <TextInput
            label="Nombre del negocio"
            required
            value={nombre}
            onChange={(e) => {
              setNombre(e.currentTarget.value);
              setError(null);
            }}
            maxLength={200}
            data-autofocus
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Agregar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
