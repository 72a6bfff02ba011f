import { ScrollArea, Table, Text } from '@mantine/core';
import type { FixUsernamesResult } from '../api/fix-usernames';

interface UsernameFixesListProps {
  fixes: FixUsernamesResult['fixes'];
}

/** What 'Reparar usuarios' changed: each email and the username it received. */
export function UsernameFixesList({ fixes }: UsernameFixesListProps) {
  if (fixes.length === 0) return null;
  return (
    <ScrollArea.Autosize mah={240} type="auto">
      <Table
        striped
        fz="sm"
        verticalSpacing={4}
        aria-label="Usuarios corregidos"
        data-testid="username-fixes"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Email</Table.Th>
            <Table.Th>Nuevo usuario</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fixes.map((fix) => (
            <Table.Tr key={fix.email}>
              <Table.Td>{fix.email}</Table.Td>
              <Table.Td>
                <Text span ff="monospace" size="sm">
                  {fix.newUsername}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
