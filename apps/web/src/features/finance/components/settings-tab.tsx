import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { AuditPricingForm } from '../../company-settings/components/audit-pricing-form';
import type { FinanceAccess } from '../finance-access';

/**
 * 'Configuración': the salary configuration belongs to the salaries work (not built yet); the pricing settings
 * that exist are shown here — editable by the admin, read-only (a disabled fieldset) for everyone else.
 */
export function SettingsTab({ access }: { access: FinanceAccess }) {
  return (
    <Stack gap="md" data-testid="finance-settings">
      <Title order={2} size="h4">
        Configuración
      </Title>
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
        La configuración de sueldos estará disponible con la gestión de sueldos.
      </Alert>
      {access.settings ? null : (
        <Text size="sm" c="dimmed">
          Solo lectura: los precios los modifica un administrador.
        </Text>
      )}
      <fieldset
        disabled={!access.settings}
        aria-label="Precios de las auditorías"
        style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      >
        <AuditPricingForm />
      </fieldset>
    </Stack>
  );
}
