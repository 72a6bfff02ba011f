import { tabLabel } from '@auditorias/domain/auth/tabs';
import { SimpleGrid, Stack } from '@mantine/core';
import { PageHeading } from '../../../components/section-heading';
import { useCurrentUser } from '../../auth/public';
import { useFixUsernamesMutation } from '../api/fix-usernames';
import { useRepairPaymentsMutation } from '../api/repair-payments';
import { RepairActionCard } from './repair-action-card';
import { UsernameFixesList } from './username-fixes-list';

/** The admin's hidden 'dashboard' tab: data repair tools, each behind a confirmation. */
export function RepairToolsPanel() {
  const user = useCurrentUser();
  const repairPayments = useRepairPaymentsMutation();
  const fixUsernames = useFixUsernamesMutation();

  return (
    <Stack gap="md">
      <PageHeading
        title={tabLabel(user, 'dashboard')}
        description="Herramientas de mantenimiento para corregir datos inconsistentes. Usalas solo cuando sea necesario."
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RepairActionCard
          label="Reparar pagos"
          description="Revisa los pagos de operadores y los cobros a clientes, y corrige los que no coinciden con las auditorías."
          confirmMessage="Se revisarán los pagos y cobros y se corregirán las inconsistencias encontradas. ¿Querés continuar?"
          successFallback="Reparación de pagos completada."
          errorPrefix="Error reparando inconsistencias"
          mutation={repairPayments}
          testId="repair-payments"
        />
        <RepairActionCard
          label="Reparar usuarios"
          description="Completa los nombres de usuario faltantes y corrige los que están repetidos o mal formados."
          confirmMessage="Se completarán y corregirán los nombres de usuario que lo necesiten. ¿Querés continuar?"
          successFallback="Reparación de usuarios completada."
          errorPrefix="Error reparando usuarios"
          mutation={fixUsernames}
          renderDetails={(result) => <UsernameFixesList fixes={result.fixes} />}
          testId="repair-users"
        />
      </SimpleGrid>
    </Stack>
  );
}
