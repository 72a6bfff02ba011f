import { addDays } from '@auditorias/domain/staff/hours';

export const SCHEDULED_DATE_REQUIRED = 'La fecha programada es obligatoria';

/** A new scheduled audit is proposed for tomorrow (Argentine day), the soonest one that waits in the queue. */
export function defaultScheduledDay(today: string): string {
  return addDays(today, 1);
}

/** Adds what makes the audit form a scheduled one: its origin and the scheduled day. */
export function withSchedule(form: FormData, fechaProgramada: string): FormData {
  form.append('origenCarga', 'programada');
  form.append('fechaProgramada', fechaProgramada);
  return form;
}
