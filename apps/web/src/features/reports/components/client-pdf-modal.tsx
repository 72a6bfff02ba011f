import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { reportErrorText } from '../../../lib/file-download';
import { CLIENT_PDF_ERROR, useDownloadClientPdfMutation } from '../api/download-client-pdf';

export interface ReportAudit {
  id: number;
  titulo: string;
}

interface ClientPdfModalProps {
  audit: ReportAudit | null;
  onClose: () => void;
}

/** 'PDF para cliente': the report's title starts as the audit's title and can be changed (spec section 5). */
export function ClientPdfModal({ audit, onClose }: ClientPdfModalProps) {
  return (
    <Modal opened={audit !== null} onClose={onClose} title="PDF para el cliente">
      {audit ? <ClientPdfForm key={audit.id} audit={audit} onClose={onClose} /> : null}
    </Modal>
  );
}

function ClientPdfForm({ audit, onClose }: { audit: ReportAudit; onClose: () => void }) {
  const [titulo, setTitulo] = useState(audit.titulo);
  const [problem, setProblem] = useState<string | null>(null);
  const download = useDownloadClientPdfMutation();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        download.mutate(
          { auditId: audit.id, titulo },
          {
            onSuccess: onClose,
            onError: (error) => setProblem(reportErrorText(error, CLIENT_PDF_ERROR)),
          },
        );
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          El PDF del cliente no incluye tiempos internos. Una vez entregada, se descarga el PDF que recibió el
          cliente.
        </Text>
        <TextInput
          label="Título del reporte"
          required
          maxLength={200}
          value={titulo}
          onChange={(e) => setTitulo(e.currentTarget.value)}
          data-autofocus
        />
        {problem ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={download.isPending}>
            Cancelar
          </Button>
          <Button
            type="submit"
            loading={download.isPending}
            leftSection={<IconFileDownload size={16} />}
            disabled={titulo.trim() === ''}
          >
            Descargar PDF
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
