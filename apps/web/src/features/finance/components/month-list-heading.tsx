import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ExportMenu } from '../../../components/export-menu';
import type { ExportQuery } from '../../../lib/download-export';
import { type Period, periodLabel } from '../finance-period';

interface MonthListHeadingProps {
  /** What the list holds, lower case ('gastos'): the title 'Gastos de Noviembre 2026' and the file 'gastos-2026-11'. */
  noun: string;
  period: Period;
  /** The export's path; the month and year go in its query with `query`. */
  path: string;
  query?: ExportQuery;
  /** Other controls beside the export (a filter). */
  children?: ReactNode;
}

/** The heading of one of a month's lists: its title, its export (CSV, XLSX) and other controls. */
export function MonthListHeading({ noun, period, path, query, children }: MonthListHeadingProps) {
  const label = periodLabel(period);
  const exportMenu = (
    <ExportMenu
      what={`los ${noun} de ${label}`}
      download={{
        path,
        query: { ...query, mes: period.mes, anio: period.anio },
        fallbackName: `${noun}-${period.anio}-${period.mes}`,
      }}
    />
  );
  return (
    <Group justify="space-between">
      <Title order={2} size="h4">
        {`${noun.charAt(0).toUpperCase()}${noun.slice(1)} de ${label}`}
      </Title>
      {children ? (
        <Group gap="sm">
          {exportMenu}
          {children}
        </Group>
      ) : (
        exportMenu
      )}
    </Group>
  );
}
