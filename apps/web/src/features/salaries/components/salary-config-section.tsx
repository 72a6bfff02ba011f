import type { SalaryMonthFiguresDto } from '@auditorias/domain/schemas/salaries';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadingSpinner } from '../../../components/query-state';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { errorMessage } from '../../../lib/error-message';
import { ERROR_MESSAGE_MS, useTimedMessage } from '../../../lib/use-timed-message';
import { periodLabel } from '../../finance/public';
import { useConfigureSalaryMutation } from '../api/configure-salary';
import type { SalaryMonth } from '../api/list-salaries';
import type { SalaryEmployee } from '../api/list-salary-employees';
import { exampleCounts } from '../salary-example';
import { defaultValues, FIELD_LABELS, type SalaryPeriod, valuesFromConfig } from '../salary-form-values';
import { SalaryConfigForm } from './salary-config-form';

/** Spec section 8: a save failure is 'Error: ' plus the server's text, or 'Error del servidor'. */
export const SAVE_ERROR_FALLBACK = 'Error del servidor';
export const loadFallbackMessage = (name: string) => `⚠️ Error cargando config, usando defaults para ${name}`;

interface SalaryConfigSectionProps {
  employee: SalaryEmployee;
  period: SalaryPeriod;
  month: { data: SalaryMonth | undefined; isPending: boolean; isError: boolean };
  /** The month as the staff centre counts it (the example box's counts); null while unknown. */
  figures: SalaryMonthFiguresDto | null;
  readOnly: boolean;
}

/**
 * The configuration form of the chosen employee and month: the saved configuration, or the role defaults when
 * nothing is saved — and also, with the spec's warning, when it cannot be loaded. Saving shows the server's message
 * for 3 s (with the fields that fell back to defaults) or 'Error: ...' for 5 s.
 */
export function SalaryConfigSection({
  employee,
  period,
  month,
  figures,
  readOnly,
}: SalaryConfigSectionProps) {
  const configure = useConfigureSalaryMutation();
  const banner = useTimedMessage({ errorMs: ERROR_MESSAGE_MS });
  const [fallbacks, setFallbacks] = useState<string[]>([]);
  const [saves, setSaves] = useState(0);
  const config = month.data?.configuracion ?? null;
  const initial = config ? valuesFromConfig(config) : defaultValues(employee.role, period);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="salary-config-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="salary-config-title">
            Configuración del sueldo
          </Title>
          <Text size="sm" c="dimmed">
            {employee.name} · {periodLabel(period)}
            {config && !config.guardada ? ' · sin configuración guardada: valores por defecto del rol' : ''}
          </Text>
        </div>
        <TimedMessageAlert message={banner.message} onClose={banner.clear} />
        {fallbacks.length > 0 ? (
          <Alert
            color="yellow"
            variant="light"
            withCloseButton
            closeButtonLabel="Cerrar aviso"
            onClose={() => setFallbacks([])}
          >
            Guardado usando defaults en: {fallbacks.map((f) => FIELD_LABELS[f] ?? f).join(', ')}.
          </Alert>
        ) : null}
        {month.isPending ? (
          <LoadingSpinner label="Cargando configuración" size="sm" py="md" />
        ) : (
          <>
            {month.isError ? (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
                {loadFallbackMessage(employee.name)}
              </Alert>
            ) : null}
            <SalaryConfigForm
              key={`${employee.id}-${period.mes}-${period.anio}-${saves}`}
              role={employee.role}
              operadorId={employee.id}
              period={period}
              initial={initial}
              counts={exampleCounts(month.data?.sueldo ?? null, figures)}
              readOnly={readOnly}
              saving={configure.isPending}
              onInvalid={(message) => banner.error(`Error: ${message}`)}
              onSave={(body) =>
                configure.mutate(body, {
                  onSuccess: (answer) => {
                    banner.success(answer.message);
                    setFallbacks(answer.usandoDefaults ? answer.porDefecto : []);
                    setSaves((n) => n + 1);
                  },
                  onError: (error) => banner.error(`Error: ${errorMessage(error, SAVE_ERROR_FALLBACK)}`),
                })
              }
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
