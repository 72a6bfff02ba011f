import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import { Modal, NavLink, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { SearchInput } from '../../../components/list-toolbar';
import { LoadingText, QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/error-message';
import { RoleBadge } from '../../users/public';
import { type Contact, useContactsQuery } from '../api/get-contacts';

interface NewConversationModalProps {
  opened: boolean;
  onClose: () => void;
  onPick: (contact: Contact) => void;
}

function matches(contact: Contact, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [contact.name, contact.email, ROLE_LABELS[contact.role]].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

/** 'Nueva conversación': the people the user may write to (GET /messages/contacts), with a search box. */
export function NewConversationModal({ opened, onClose, onPick }: NewConversationModalProps) {
  const [search, setSearch] = useState('');
  const contacts = useContactsQuery(opened);
  const list = (contacts.data ?? []).filter((contact) => matches(contact, search));

  return (
    <Modal opened={opened} onClose={onClose} title="Nueva conversación" size="md">
      <Stack gap="sm">
        <SearchInput
          label="Buscar contacto"
          placeholder="Nombre, email o rol"
          value={search}
          onChange={setSearch}
          data-autofocus
        />
        <QueryState
          query={contacts}
          pending={contacts.isLoading}
          loading={<LoadingText text="Cargando contactos..." gap="xs" py="md" />}
          error={(error) => (
            <ErrorAlert>{errorMessage(error, 'No se pudieron cargar los contactos')}</ErrorAlert>
          )}
          empty={
            list.length === 0 && (
              <Text size="sm" c="dimmed" py="md" ta="center">
                No hay contactos disponibles.
              </Text>
            )
          }
        >
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack gap={2} aria-label="Contactos">
              {list.map((contact) => (
                <NavLink
                  key={contact.id}
                  component="button"
                  type="button"
                  // Named by its content (what is seen is what is heard), with 'Escribir a' for screen readers.
                  label={
                    <>
                      <VisuallyHidden>Escribir a </VisuallyHidden>
                      {contact.name}
                    </>
                  }
                  description={contact.email}
                  rightSection={<RoleBadge role={contact.role} size="sm" />}
                  onClick={() => {
                    onPick(contact);
                    setSearch('');
                  }}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </QueryState>
      </Stack>
    </Modal>
  );
}
