/** Spec section 9: at most 5 deletion alerts are shown, then 'y N más'. */
export const MAX_VISIBLE_ALERTS = 5;

export function visibleAlerts<T>(alerts: readonly T[]): { shown: T[]; more: number } {
  return {
    shown: alerts.slice(0, MAX_VISIBLE_ALERTS),
    more: Math.max(0, alerts.length - MAX_VISIBLE_ALERTS),
  };
}

/** 'y N más' (one more: 'y 1 más'). */
export function moreLabel(more: number): string {
  return `y ${more} más`;
}

const TYPE_LABELS: Record<string, string> = { correction: 'Corrección', cleanup: 'Limpieza' };

export function deletionTypeLabel(tipo: string): string {
  return TYPE_LABELS[tipo] ?? tipo;
}
