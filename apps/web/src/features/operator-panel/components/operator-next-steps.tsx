import { formatDate } from '@auditorias/domain/format/locale';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { type NextStep, NextSteps } from '../../../components/next-steps';
import type { useAuditListQuery } from '../../audits/public';
import type { useNextAvailableQuery } from '../api/get-next-available';
import { workInHand } from './current-audits-tab';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const named = (a: Audit) => `#${a.id} «${a.titulo}»`;

interface OperatorStepsInput {
  operatorId: number;
  /** The work in hand, as the panel's lists read it. */
  work: readonly Audit[];
  /** The queue's answer: the audit it offers, whether it may be taken and its counts. */
  next: ReturnType<typeof useNextAvailableQuery>['data'];
  onContinue: (audit: Audit) => void;
  onStart: (audit: Audit) => void;
  onResume: (audit: Audit) => void;
  onTake: (audit: Audit) => void;
}

/**
 * What an operator has to do now, from the same lists the panel shows: the audit in progress (Continuar), the
 * assigned ones (the first to start, in the panel's order: Iniciar), the paused ones (Reanudar), and the queue's
 * next audit when it may be taken (Tomar).
 */
export function operatorSteps(input: OperatorStepsInput): NextStep[] {
  const { asignadas, enProceso, pausadas } = workInHand(input.work, input.operatorId);
  const steps: NextStep[] = [];
  const [current] = enProceso;
  if (current)
    steps.push({
      key: 'en-proceso',
      text: `Tenés la auditoría ${named(current)} en curso.`,
      action: { label: 'Continuar', onClick: () => input.onContinue(current) },
    });
  const [first] = asignadas;
  if (first) {
    const when = first.fechaProgramada ? `, programada para el ${formatDate(first.fechaProgramada)}` : '';
    steps.push({
      key: 'asignadas',
      text: `Tenés ${plural(asignadas.length, 'auditoría asignada', 'auditorías asignadas')}; la próxima es ${named(first)}${when}.`,
      action: { label: 'Iniciar', onClick: () => input.onStart(first) },
    });
  }
  const [paused] = pausadas;
  if (paused)
    steps.push({
      key: 'pausadas',
      text: `${plural(pausadas.length, 'auditoría pausada', 'auditorías pausadas')}: ${named(paused)}.`,
      action: { label: 'Reanudar', onClick: () => input.onResume(paused) },
    });
  const offered = input.next?.puedeTomar ? input.next.data : null;
  if (offered && input.next)
    steps.push({
      key: 'disponibles',
      text: `Hay ${plural(input.next.conteo.disponibles, 'auditoría disponible', 'auditorías disponibles')} en la cola; la siguiente es ${named(offered)}.`,
      action: { label: 'Tomar', onClick: () => input.onTake(offered) },
    });
  return steps;
}

/** The operator's 'Qué hacer ahora', above the panel (skeletons until its lists are in). */
export function OperatorNextSteps({
  work,
  next,
  ...input
}: Omit<OperatorStepsInput, 'work' | 'next'> & {
  work: ReturnType<typeof useAuditListQuery>;
  next: ReturnType<typeof useNextAvailableQuery>;
}) {
  if (work.isError) return null; // the panel says why its lists did not load
  const items =
    work.data && (next.data || next.isError)
      ? operatorSteps({ ...input, work: work.data, next: next.data })
      : undefined;
  return (
    <NextSteps
      items={items}
      doneText="No tenés auditorías asignadas y la cola no tiene ninguna para tomar."
    />
  );
}
