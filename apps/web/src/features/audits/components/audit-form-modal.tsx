import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SUCCESS_MESSAGE_MS } from '../../../lib/use-timed-message';
import { AuditForm, auditFormTitle } from './audit-form';

/** What a screen's audit form is for: an audit's id (edit it), 'new' (create one), or null (closed). */
export type AuditFormTarget = number | 'new' | null;

interface AuditFormModalProps {
  /** Open or closed, with `auditId`; or `target` instead of both. */
  opened?: boolean;
  onClose: () => void;
  user: PublicUser;
  /** Edit this audit; without it the form creates one. */
  auditId?: number | null;
  target?: AuditFormTarget;
  onSaved?: (audit: Audit) => void;
}

/** The audit form in a modal: the server's '✅ ...' confirmation shows for 3 s once it closes. */
export function AuditFormModal({
  opened: openedProp,
  onClose,
  user,
  target = null,
  auditId = typeof target === 'number' ? target : null,
  onSaved,
}: AuditFormModalProps) {
  const opened = openedProp ?? target !== null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={auditFormTitle(auditId)}
      size="xl"
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened ? (
        <AuditForm
          user={user}
          auditId={auditId}
          withTitle={false}
          onCancel={onClose}
          onSaved={(audit, message) => {
            notifications.show({ color: 'green', message, autoClose: SUCCESS_MESSAGE_MS });
            onSaved?.(audit);
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
