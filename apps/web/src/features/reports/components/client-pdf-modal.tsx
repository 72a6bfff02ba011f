import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert';
import { useClientPdfForm } from '../use-client-pdf-form';

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
  const { titulo, setTitulo, problem, download, submit, blank } = useClientPdfForm(audit.id, audit.titulo);

  return (
    <form noValidate onSubmit={submit({ onSuccess: onClose })}>
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
        {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={download.isPending}>
            Cancelar
          </Button>
          <Button
            type="submit"
            loading={download.isPending}
            leftSection={<IconFileDownload size={16} aria-hidden />}
            disabled={blank}
          >
            Descargar PDF
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
