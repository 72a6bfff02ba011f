import { Text } from '@mantine/core';
import { ACCOUNT_LOAD_ERROR } from '../account-messages';
import { useClientAccountStatementQuery } from '../api/get-client-account-statement';
import { useMyAccountQuery } from '../api/get-my-account';
import { ClientFinanceCards, clientMoneyFigures } from './client-finance-cards';

/**
 * The finance cards of a client's dashboard: its own company's statement (GET /finanzas/mi-cuenta), or, for a
 * group administrator who picked one of its companies, that company's (GET /clients/{id}/account-statement).
 */
export function ClientAccountCards({ clienteId }: { clienteId: number | null }) {
  const mine = useMyAccountQuery(clienteId === null);
  const company = useClientAccountStatementQuery(clienteId);
  const statement = clienteId === null ? mine : company;
  if (statement.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {ACCOUNT_LOAD_ERROR}
      </Text>
    );
  }
  return <ClientFinanceCards figures={statement.data ? clientMoneyFigures(statement.data) : undefined} />;
}
