import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { BrandCardPage } from '../components/brand-card-page';
import { debugLog } from '../lib/debug-logs';

/** Shown when a screen fails to render: a plain message and a way back. */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    debugLog('error de pantalla', error);
  }, [error]);

  return (
    <BrandCardPage asMain>
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} w="100%">
        Ocurrió un error inesperado al mostrar esta pantalla.
      </Alert>
      <Button component="a" href="/dashboard">
        Volver al inicio
      </Button>
    </BrandCardPage>
  );
}
