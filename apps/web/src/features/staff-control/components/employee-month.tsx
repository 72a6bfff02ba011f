import type { EmployeeSummaryDto } from '@auditorias/domain/schemas/staff';
import { useState } from 'react';
import type { Period } from '../../finance/finance-period';
import { DayDetailModal } from './day-detail-modal';
import { MonthCalendar } from './month-calendar';

/** A card's unfolded month: the calendar, and the detail of the day picked in it. */
export function EmployeeMonth({ employee, period }: { employee: EmployeeSummaryDto; period: Period }) {
  const [day, setDay] = useState<string | null>(null);
  return (
    <>
      <MonthCalendar
        period={period}
        days={employee.detallesDias}
        supervisor={employee.usuario.role === 'supervisor'}
        onPick={setDay}
      />
      <DayDetailModal employee={employee.usuario} fecha={day} onClose={() => setDay(null)} />
    </>
  );
}
