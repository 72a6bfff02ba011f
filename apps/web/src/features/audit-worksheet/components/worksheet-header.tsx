import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, type MantineColor } from '@mantine/core';
import { IconAlertTriangle, IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import type { AuditTemplate } from '../api/get-audit-template';
import { SLOW_WARNING_MESSAGE } from '../with-timeouts';
import { WorksheetAuditSummary } from './worksheet-audit-summary';

interface WorksheetHeaderProps {
  /** The mode's own banner, first (supervisor mode). */
  intro?: ReactNode;
  /** Why the sheet cannot be edited, or null. */
  readOnly: { text: string; color: MantineColor } | null;
  /** The screen's own notices (start problem, restored copy, success), after the read-only note. */
  children?: ReactNode;
  /** The failure of finishing, pausing, saving or approving; closable. */
  error: string | null;
  /** A heading over that failure (the audit page's 'Error al guardar los cambios'). */
  errorTitle?: string | null;
  onCloseError: () => void;
  /** The operation takes longer than expected (spec section 9). */
  slow: boolean;
  /** The audit as the screen holds it now (its state, its corrected title). */
  audit: Audit;
  template: AuditTemplate;
  titleEditor?: ReactNode;
}

/**
 * The top of the worksheet, for the operator and the supervisor alike: the notices (read-only, the screen's own,
 * the error of the last operation, a slow operation) and the audit's summary.
 */
export function WorksheetHeader({
  intro,
  readOnly,
  children,
  error,
  errorTitle,
  onCloseError,
  slow,
  audit,
  template,
  titleEditor,
}: WorksheetHeaderProps) {
  return (
    <>
      {intro}
      {readOnly ? (
        <Alert color={readOnly.color} icon={<IconEye aria-hidden />} data-testid="read-only">
          {readOnly.text}
        </Alert>
      ) : null}
      {children}
      {error ? (
        <ErrorAlert title={errorTitle ?? undefined} onClose={onCloseError} testId="worksheet-error">
          {error}
        </ErrorAlert>
      ) : null}
      {slow ? (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="status">
          {SLOW_WARNING_MESSAGE}
        </Alert>
      ) : null}
      <WorksheetAuditSummary audit={audit} template={template} titleEditor={titleEditor} />
    </>
  );
}
