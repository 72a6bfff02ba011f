import { Alert, Checkbox } from '@mantine/core';
import { IconCalendarRepeat, IconInfoCircle } from '@tabler/icons-react';
import type { ClientFormSectionProps } from './client-form-section-props';
import { FormSection } from './form-section';

/** The '4 fixed audits' system (spec section 9). */
export function ClientFixedAuditsSection({ values, onChange }: ClientFormSectionProps) {
  return (
    <FormSection title="Sistema de 4 auditorías fijas" icon={<IconCalendarRepeat size={20} />}>
      <Checkbox
        label="Activar el sistema de 4 auditorías fijas por mes"
        checked={values.auditoria_fija_mes}
        onChange={(e) => onChange({ auditoria_fija_mes: e.currentTarget.checked })}
      />
      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} p="sm">
        El día 1 de cada mes se facturan automáticamente 4 auditorías al cliente. A partir de la 5ª auditoría
        del mes, cada una se cobra por separado.
      </Alert>
    </FormSection>
  );
}
