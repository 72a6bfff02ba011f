import type { EmployeeSummaryDto } from '@auditorias/domain/schemas/staff';
import { useState } from 'react';
import type { Period } from '../../finance/public';
import { DayDetailModal } from './day-detail-modal';
import { MonthCalendar } from './month-calendar';

/** A card's unfolded month: the calendar, and the detail of the day picked in it. */
export function EmployeeMonth({
  employee,
  period,
  mayAuthorize = false,
}: {
  employee: EmployeeSummaryDto;
  period: Period;
  /** The viewer may authorize this employee's overtime (from the day detail, for a past day too). */
  mayAuthorize?: boolean;
}) {
  const [day, setDay] = useState<string | null>(null);
  return (
    <>
      <MonthCalendar
        period={period}
        days={employee.detallesDias}
        supervisor={employee.usuario.role === 'supervisor'}
        onPick={setDay}
      />
      <DayDetailModal
        employee={employee.usuario}
        fecha={day}
        onClose={() => setDay(null)}
        mayAuthorize={mayAuthorize}
      />
    </>
  );
}
