import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, prefixedErrorMessage } from '../../../lib/error-message';

export const NO_CLIENTS_MESSAGE = 'No hay clientes disponibles. Contacte al administrador.';

/**
 * Why the audit form has no client to offer: the list could not be read (the spec's texts, by cause), or there is
 * none. Nothing while the list loads or when it has clients.
 */
export function AuditFormClientsProblem({
  query,
  scheduling,
}: {
  query: { isError: boolean; isSuccess: boolean; error: Error | null; data?: readonly unknown[] | undefined };
  scheduling: boolean;
}) {
  return (
    <>
      {query.isError ? (
        <ErrorAlert>
          {scheduling
            ? prefixedErrorMessage('Error cargando clientes', query.error)
            : query.error instanceof ApiError
              ? `Error cargando clientes: ${errorMessage(query.error, 'Error interno del servidor')}`
              : // No answer from the server (no connection, a broken answer): the spec's other text.
                prefixedErrorMessage(
                  'Error obteniendo clientes',
                  query.error,
                  'Error obteniendo clientes: Error interno del servidor',
                )}
        </ErrorAlert>
      ) : null}
      {query.isSuccess && (query.data?.length ?? 0) === 0 ? (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} data-testid="no-clients">
          {NO_CLIENTS_MESSAGE}
        </Alert>
      ) : null}
    </>
  );
}
