import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconCalendarMinus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { formatFileSize } from '../../audits/public';
import { useDeleteFilesByMonthMutation } from '../api/delete-files-by-month';
import { monthFileTotals } from '../api/list-audit-files';
import {
  CHOOSE_MONTH,
  monthDeleteMessage,
  monthLabel,
  NO_FILES_IN_MONTH,
  NO_FILES_LAST_MONTH,
  previousMonth,
} from '../file-months';
import { MonthInput } from './month-input';

export const BULK_DELETE_ERROR = 'Error en eliminación masiva';

interface MonthDeleteSectionProps {
  onResult: (color: 'green' | 'orange' | 'red', text: string) => void;
  now?: Date;
}

/**
 * Bulk delete by month: the chosen month, or last month; both need files and a confirmation. The server counts
 * the month's files (the whole month, not the rows loaded) and deletes them all.
 */
export function MonthDeleteSection({ onResult, now }: MonthDeleteSectionProps) {
  const [month, setMonth] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const remove = useDeleteFilesByMonthMutation();

  const confirmDelete = async (target: string, emptyMessage: string) => {
    setChecking(true);
    let inMonth: Awaited<ReturnType<typeof monthFileTotals>>;
    try {
      inMonth = await monthFileTotals(target);
    } catch (error) {
      onResult('red', prefixedErrorMessage(BULK_DELETE_ERROR, error));
      return;
    } finally {
      setChecking(false);
    }
    if (inMonth.archivos === 0) {
      setProblem(emptyMessage);
      return;
    }
    setProblem(null);
    const { archivos, bytes } = inMonth;
    modals.openConfirmModal({
      title: `¿Eliminar los archivos de ${monthLabel(target)}?`,
      children: (
        <Text size="sm">
          {`Se eliminarán ${archivos === 1 ? '1 archivo' : `${archivos} archivos`} (${formatFileSize(bytes)}). Las auditorías y sus reportes se conservan. Esta acción no se puede deshacer.`}
        </Text>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(target, {
          onSuccess: (result) => {
            const { color, text } = monthDeleteMessage(result);
            onResult(color, text);
          },
          onError: (error) => onResult('red', prefixedErrorMessage(BULK_DELETE_ERROR, error)),
        }),
    });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text fw={600}>Eliminación masiva por mes</Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MonthInput
            placeholder="Elegí un mes"
            value={month}
            onChange={(picked) => {
              setMonth(picked);
              setProblem(null);
            }}
          />
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending || checking}
            onClick={() => {
              if (!month) {
                setProblem(CHOOSE_MONTH);
                return;
              }
              void confirmDelete(month, NO_FILES_IN_MONTH);
            }}
          >
            Eliminar archivos del mes
          </Button>
          <Button
            color="red"
            variant="subtle"
            leftSection={<IconCalendarMinus size={16} aria-hidden />}
            loading={remove.isPending || checking}
            onClick={() => void confirmDelete(previousMonth(now ?? new Date()), NO_FILES_LAST_MONTH)}
          >
            Eliminar mes pasado
          </Button>
        </Group>
        {problem ? (
          <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert" py="xs">
            {problem}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
