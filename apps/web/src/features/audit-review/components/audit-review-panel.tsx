import { IconClipboardCheck, IconHistory } from '@tabler/icons-react';
import { TabbedSection } from '../../../components/section-heading';
import { PendingReviewList } from './pending-review-list';
import { ReviewHistory } from './review-history';

/** 'Revisión de Auditorías' (admin and supervisor): audits pending review, and the history. */
export function AuditReviewPanel() {
  return (
    <TabbedSection
      title="Revisión de Auditorías"
      description="Aceptá y enviá al cliente, o devolvé al operador con un comentario."
      testId="audit-review"
      tabs={[
        {
          value: 'pending',
          label: 'Pendientes de revisión',
          icon: IconClipboardCheck,
          content: <PendingReviewList />,
        },
        {
          value: 'history',
          label: 'Historial',
          icon: IconHistory,
          content: <ReviewHistory />,
        },
      ]}
    />
  );
}
