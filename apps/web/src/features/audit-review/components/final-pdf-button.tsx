import type { Audit } from '@auditorias/domain/schemas/audits';
import { notifications } from '@mantine/notifications';
import { IconFileCheck } from '@tabler/icons-react';
import { SmallButton } from '../../../components/small-button';
import { reportErrorText } from '../../../lib/file-download';
import {
  CLIENT_PDF_ERROR,
  GENERATE_CLIENT_PDF_ERROR,
  useDownloadClientPdfMutation,
  useGeneratePdfForClientMutation,
} from '../../reports/public';

const FINAL_PDF_STATES = new Set(['aprobada', 'entregada', 'facturada']);

/** The final client PDF of an approved audit: made and kept by the server, then downloaded. */
export function FinalPdfButton({ audit }: { audit: Audit }) {
  const generate = useGeneratePdfForClientMutation();
  const download = useDownloadClientPdfMutation();
  if (!FINAL_PDF_STATES.has(audit.estado)) return null;
  return (
    <SmallButton
      icon={IconFileCheck}
      variant="light"
      color="teal"
      loading={generate.isPending || download.isPending}
      onClick={() =>
        generate.mutate(
          { auditId: audit.id },
          {
            onSuccess: (pdfFileName) => {
              notifications.show({ color: 'green', message: `PDF final generado: ${pdfFileName}` });
              download.mutate(
                { auditId: audit.id },
                {
                  onError: (error) =>
                    notifications.show({ color: 'red', message: reportErrorText(error, CLIENT_PDF_ERROR) }),
                },
              );
            },
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: reportErrorText(error, GENERATE_CLIENT_PDF_ERROR),
              }),
          },
        )
      }
    >
      PDF final
    </SmallButton>
  );
}
