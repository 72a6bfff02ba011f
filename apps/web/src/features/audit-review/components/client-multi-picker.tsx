import { Button, Checkbox, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { type PickableClient, pickableClients } from '../client-filter';

/** Spec section 9: the client picker's list is at most 200 px high. */
export const CLIENT_LIST_MAX_HEIGHT = 200;

interface ClientMultiPickerProps {
  clients: readonly PickableClient[];
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}

/**
 * The client picker widget: 'Buscar clientes...', select or deselect all, 'N de M seleccionados', the active
 * clients (name, id, email) and the names chosen.
 */
export function ClientMultiPicker({ clients, selected, onChange }: ClientMultiPickerProps) {
  const [search, setSearch] = useState('');
  const active = pickableClients(clients, '');
  const shown = pickableClients(clients, search);
  const chosenNames = active.filter((c) => selected.has(c.id)).map((c) => c.nombre);

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid="client-multi-picker">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            Clientes
          </Text>
          <Text size="xs" c="dimmed" data-testid="client-picker-count">
            {`${chosenNames.length} de ${active.length} seleccionados`}
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => onChange(new Set([...selected, ...shown.map((c) => c.id)]))}
          >
            Seleccionar todos
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => onChange(new Set())}>
            Deseleccionar todos
          </Button>
        </Group>
        <TextInput
          placeholder="Buscar clientes..."
          aria-label="Buscar clientes"
          leftSection={<IconSearch size={14} aria-hidden />}
          size="xs"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <ScrollArea.Autosize mah={CLIENT_LIST_MAX_HEIGHT} type="auto" offsetScrollbars>
          {/* 20 px boxes 8 px apart: each is a target of its own (WCAG 2.5.8), also with a finger. */}
          <Stack gap={8}>
            {shown.length === 0 ? (
              <Text size="xs" c="dimmed">
                Sin coincidencias
              </Text>
            ) : (
              shown.map((client) => (
                <Checkbox
                  key={client.id}
                  size="sm"
                  checked={selected.has(client.id)}
                  onChange={() => toggle(client.id)}
                  label={
                    <Text size="xs" component="span">
                      <Text span fw={600} size="xs">
                        {client.nombre}
                      </Text>{' '}
                      <Text span c="dimmed" size="xs">
                        #{client.id}
                        {client.email ? ` · ${client.email}` : ''}
                      </Text>
                    </Text>
                  }
                />
              ))
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Text size="xs" c="dimmed">
          {chosenNames.length === 0 ? 'Todos los clientes' : `Seleccionados: ${chosenNames.join(', ')}`}
        </Text>
      </Stack>
    </Paper>
  );
}
