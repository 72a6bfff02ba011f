import type { AuditState } from '@auditorias/domain/audits/states';
import type { Role } from '@auditorias/domain/auth/roles';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconFileCheck, IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert, SuccessAlert } from '../../../components/error-alert';
import { reportErrorText } from '../../../lib/file-download';
import {
  GENERATE_CLIENT_PDF_ERROR,
  useClientPdfForm,
  useGeneratePdfForClientMutation,
} from '../../reports/public';

/** Spec section 4: the final-PDF button shows once the audit is approved (and so when delivered or billed). */
const FINAL_PDF_STATES: readonly AuditState[] = ['aprobada', 'entregada', 'facturada'];
/** Once delivered, the client's PDF is the one kept at delivery: its title no longer changes. */
const DELIVERED_STATES: readonly AuditState[] = ['entregada', 'facturada'];
/** Spec section 6: supervisors (and admins) generate the final PDF. */
const FINAL_PDF_ROLES: readonly Role[] = ['admin', 'supervisor'];

export function showsFinalPdf(role: Role, estado: AuditState): boolean {
  return FINAL_PDF_ROLES.includes(role) && FINAL_PDF_STATES.includes(estado);
}

interface FinalPdfActionsProps {
  auditId: number;
  estado: AuditState;
  /** The audit's title: the PDF's title starts as it (spec section 5). */
  titulo: string;
}

/** 'PDF final' of the worksheet's title bar: the client's PDF with its editable title, and 'Generar PDF para cliente'. */
export function FinalPdfActions({ auditId, estado, titulo }: FinalPdfActionsProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        color="teal"
        leftSection={<IconFileCheck size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        PDF final
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="PDF final para el cliente" size="lg">
        {open ? (
          <FinalPdfForm
            auditId={auditId}
            titulo={titulo}
            delivered={DELIVERED_STATES.includes(estado)}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </Modal>
    </>
  );
}

function FinalPdfForm({
  auditId,
  titulo: initialTitle,
  delivered,
  onClose,
}: {
  auditId: number;
  titulo: string;
  delivered: boolean;
  onClose: () => void;
}) {
  const { titulo, setTitulo, problem, setProblem, download, submit, blank } = useClientPdfForm(
    auditId,
    initialTitle,
  );
  const [generated, setGenerated] = useState<string | null>(null);
  const generate = useGeneratePdfForClientMutation();
  const busy = download.isPending || generate.isPending;

  return (
    <form noValidate onSubmit={submit({ onStart: () => setGenerated(null) })}>
      <Stack>
        <Text size="sm" c="dimmed">
          {delivered
            ? 'La auditoría ya fue entregada: se descarga el mismo PDF que recibió el cliente.'
            : 'El PDF del cliente no incluye tiempos internos. Podés ajustar su título hasta la entrega.'}
        </Text>
        <TextInput
          label="Título del PDF"
          required={!delivered}
          readOnly={delivered}
          variant={delivered ? 'filled' : 'default'}
          maxLength={200}
          value={titulo}
          error={!delivered && blank ? 'El título es obligatorio' : undefined}
          onChange={(e) => setTitulo(e.currentTarget.value)}
          data-autofocus={!delivered || undefined}
        />
        {problem ? <ErrorAlert testId="final-pdf-error">{problem}</ErrorAlert> : null}
        {generated ? <SuccessAlert>{`PDF para el cliente generado: ${generated}`}</SuccessAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cerrar
          </Button>
          <Button
            variant="light"
            color="teal"
            leftSection={<IconFileCheck size={16} aria-hidden />}
            loading={generate.isPending}
            disabled={busy || blank}
            onClick={() => {
              setProblem(null);
              setGenerated(null);
              generate.mutate(
                { auditId, titulo },
                {
                  onSuccess: setGenerated,
                  onError: (error) => setProblem(reportErrorText(error, GENERATE_CLIENT_PDF_ERROR)),
                },
              );
            }}
          >
            Generar PDF para cliente
          </Button>
          <Button
            type="submit"
            leftSection={<IconFileDownload size={16} aria-hidden />}
            loading={download.isPending}
            disabled={busy || blank}
          >
            Descargar PDF final
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
