import { Stack, Text, Title } from '@mantine/core';
import { AuditPricingForm } from '../../company-settings/public';
import type { FinanceAccess } from '../finance-access';
import type { FinanceSalarySlots } from '../salary-slots';

/**
 * 'Configuración': the salary configuration screen (spec: the Configuración tab embeds it) and the pricing
 * settings. Salary and pricing writes are admin only (the server refuses the rest): everyone else — the contable —
 * sees both read-only.
 */
export function SettingsTab({ access, salaries }: { access: FinanceAccess; salaries: FinanceSalarySlots }) {
  return (
    <Stack gap="md" data-testid="finance-settings">
      <Title order={2} size="h4">
        Configuración
      </Title>
      {salaries.settings(!access.settings)}
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
