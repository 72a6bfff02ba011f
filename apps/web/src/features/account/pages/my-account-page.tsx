import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ACCOUNT_LOAD_ERROR } from '../account-messages';
import { useMyAccountQuery } from '../api/get-my-account';
import { AccountStatementView } from '../components/account-statement-view';

/** /mi-cuenta: the signed-in user's account statement (a client's company, an operator's commissions). */
export function MyAccountPage() {
  const statement = useMyAccountQuery();
  return (
    <Stack gap="md" component="section" aria-label="Mi Cuenta">
      <div>
        <Title order={1} size="h3">
          Mi Cuenta
        </Title>
        <Text size="sm" c="dimmed">
          Estado de cuenta.
        </Text>
      </div>
      {statement.isPending ? (
        <Center py="xl">
          <Loader aria-label="Cargando su cuenta" />
        </Center>
      ) : statement.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {ACCOUNT_LOAD_ERROR}
        </Alert>
      ) : (
        <AccountStatementView statement={statement.data} />
      )}
    </Stack>
  );
}
