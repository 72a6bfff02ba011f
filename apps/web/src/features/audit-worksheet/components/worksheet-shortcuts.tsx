import { Group, Kbd, Paper, Text } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { Fragment } from 'react';
import { WORKSHEET_SHORTCUTS } from '../worksheet-hotkeys';

/** The worksheet's keyboard shortcuts, always in sight while the sheet is editable. */
export function WorksheetShortcuts() {
  return (
    <Paper withBorder radius="md" p="xs" component="section" aria-label="Atajos de teclado">
      <Group gap="md" wrap="wrap">
        <Group gap={6}>
          <IconKeyboard size={16} aria-hidden />
          <Text size="xs" fw={700}>
            Atajos de teclado
          </Text>
        </Group>
        {WORKSHEET_SHORTCUTS.map((shortcut) => (
          <Group key={shortcut.action} gap={4} wrap="nowrap">
            {shortcut.keys.map((key, index) => (
              <Fragment key={key}>
                {index > 0 ? <Text size="xs">+</Text> : null}
                <Kbd size="xs">{key}</Kbd>
              </Fragment>
            ))}
            <Text size="xs">{shortcut.action}</Text>
          </Group>
        ))}
      </Group>
    </Paper>
  );
}
