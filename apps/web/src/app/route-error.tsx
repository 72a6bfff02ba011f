import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { BrandCardPage } from '../components/brand-card-page';
import { ChunkLoadError, isChunkLoadError } from '../lib/chunk-load';
import { debugLog } from '../lib/debug-logs';
import { ChunkRetry } from './lazy-component';

/**
 * Shown when a screen fails to render: a plain message and a way back. A failed download of code that reached
 * this far (the lazy loader shows its own retry in place) says 'Sin conexión' or why, with 'Reintentar', which
 * renders the same address again (no reload: offline that would open the browser's own error page).
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    debugLog('error de pantalla', error);
  }, [error]);

  if (isChunkLoadError(error)) {
    const reason =
      error instanceof ChunkLoadError
        ? error.reason
        : typeof navigator !== 'undefined' && navigator.onLine === false
          ? 'offline'
          : 'unavailable';
    return (
      <BrandCardPage asMain>
        <ChunkRetry
          reason={reason}
          onRetry={() =>
            navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })
          }
        />
      </BrandCardPage>
    );
  }

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
