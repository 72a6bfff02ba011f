import { generatePassword } from '@auditorias/domain/auth/user-rules';
import { Button, Group, PasswordInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';

/** Spec section 9: the users screen generates 12-character passwords. */
export const GENERATED_PASSWORD_LENGTH = 12;

interface PasswordWithGeneratorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** A password field with 'Generar' (12 random characters, shown so the admin can pass them on). */
export function PasswordWithGenerator({
  label,
  value,
  onChange,
  error,
  required,
}: PasswordWithGeneratorProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <PasswordInput
        label={label}
        description="Mínimo 6 caracteres."
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        required={required}
        autoComplete="new-password"
        visible={visible}
        onVisibilityChange={setVisible}
        visibilityToggleButtonProps={{ 'aria-label': visible ? 'Ocultar contraseña' : 'Mostrar contraseña' }}
        style={{ flex: 1 }}
        maxLength={200}
      />
      <Button
        variant="light"
        leftSection={<IconKey size={16} aria-hidden />}
        mt={25}
        onClick={() => {
          onChange(generatePassword(GENERATED_PASSWORD_LENGTH));
          setVisible(true);
        }}
      >
        Generar
      </Button>
    </Group>
  );
}
