import { Checkbox, PasswordInput, Stack } from '@mantine/core';

interface DvrPasswordFieldProps {
  label: string;
  /** The new password being typed (write-only: a saved one is never shown). */
  value: string;
  /** Whether a password is saved (it is kept while the field stays empty). */
  saved: boolean;
  /** 'Borrar la contraseña guardada' is checked. */
  clear: boolean;
  /** Typing unchecks 'Borrar'; checking it empties the field. */
  onChange: (password: string, clear: boolean) => void;
}

/** The write-only DVR password of a client or a branch, with 'Borrar la contraseña guardada' when one is saved. */
export function DvrPasswordField({ label, value, saved, clear, onChange }: DvrPasswordFieldProps) {
  return (
    <Stack gap={4}>
      <PasswordInput
        label={label}
        description={saved ? 'Hay una contraseña guardada: dejá el campo vacío para conservarla.' : undefined}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value, false)}
        autoComplete="new-password"
        maxLength={200}
      />
      {saved ? (
        <Checkbox
          size="xs"
          label="Borrar la contraseña guardada"
          checked={clear}
          onChange={(e) => onChange('', e.currentTarget.checked)}
        />
      ) : null}
    </Stack>
  );
}
