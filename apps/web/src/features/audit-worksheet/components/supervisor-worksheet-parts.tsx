import { Alert, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconSend, IconShieldCheck } from '@tabler/icons-react';

/** The supervisor worksheet's banner: whose work is reviewed and what the two actions do. */
export function SupervisorModeBanner({ operatorName }: { operatorName: string | null | undefined }) {
  return (
    <Alert
      color="violet"
      variant="filled"
      icon={<IconShieldCheck aria-hidden />}
      title="Modo supervisor"
      data-testid="supervisor-banner"
    >
      {`Revisás el trabajo de ${operatorName ?? 'el operador'}. Podés corregir el título, los eventos (agregar, quitar, pegar imágenes) y los textos. «Guardar cambios» deja la auditoría lista para aprobar; «Aprobar y enviar al cliente» la entrega con su PDF final.`}
    </Alert>
  );
}

/** 'Aprobar y enviar al cliente' asks first: which audit goes to which client, and that it cannot be undone. */
export function confirmApproval({
  auditId,
  titulo,
  clientName,
  onConfirm,
}: {
  auditId: number;
  titulo: string;
  clientName: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title: 'Aprobar y enviar al cliente',
    children: (
      <Stack gap="sm">
        <Text size="sm">
          {`Se aprobará la auditoría #${auditId} «${titulo}» con los cambios de esta planilla y se enviará a ${clientName} junto con su PDF final.`}
        </Text>
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          Esta acción no se puede deshacer.
        </Alert>
      </Stack>
    ),
    labels: { confirm: 'Aprobar y enviar', cancel: 'Cancelar' },
    confirmProps: { color: 'green', leftSection: <IconSend size={16} aria-hidden /> },
    onConfirm,
  });
}
