import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { type ClientFileTarget, useDownloadClientFileMutation } from '../api/download-client-file';

/** The spec's text when a download fails, before the server's. */
const ERROR_TEXT: Record<ClientFileTarget['what'], string> = {
  contrato: 'Error al descargar el contrato',
  procedimiento: 'Error al descargar el procedimiento',
};

interface ClientFileDownloadButtonProps {
  target: ClientFileTarget;
  fallbackName: string;
}

/** Downloads a saved contract or procedure file; a failure shows the spec's text and the server's. */
export function ClientFileDownloadButton({ target, fallbackName }: ClientFileDownloadButtonProps) {
  const download = useDownloadClientFileMutation();
  const errorText = ERROR_TEXT[target.what];
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(
          { ...target, fallbackName },
          {
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: errorText,
                message: prefixedErrorMessage(errorText, error),
              }),
          },
        )
      }
    >
      Descargar
    </Button>
  );
}
