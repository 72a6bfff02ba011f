import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Modal } from '@mantine/core';
import { AuditForm, SCHEDULED_AUDIT_TITLE } from '../../audits/public';

interface CreateScheduledAuditModalProps {
  opened: boolean;
  onClose: () => void;
  /** The admin who schedules it. */
  user: PublicUser;
  onCreated: (audit: Audit, message: string) => void;
}

/** 'Crear auditoría programada' (admin): the audit form plus its scheduled day; it waits in the queue. */
export function CreateScheduledAuditModal({
  opened,
  onClose,
  user,
  onCreated,
}: CreateScheduledAuditModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={SCHEDULED_AUDIT_TITLE}
      size="xl"
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened ? (
        <AuditForm user={user} scheduled withTitle={false} onCancel={onClose} onSaved={onCreated} />
      ) : null}
    </Modal>
  );
}
