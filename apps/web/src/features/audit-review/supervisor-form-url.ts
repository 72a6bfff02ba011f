/** The supervisor mode of the worksheet, opened in a new window (spec section 2). */
export function supervisorFormUrl(auditId: number): string {
  const params = new URLSearchParams({
    auditId: String(auditId),
    mode: 'supervisor',
    returnTo: 'supervisor-review',
  });
  return `/audit-template?${params.toString()}`;
}

export const OPEN_FORM_ERROR = 'Error al abrir el formulario editable';

/** Opens the editable form in a new window; false when the browser refused to open it. */
export function openSupervisorForm(auditId: number): boolean {
  try {
    return window.open(supervisorFormUrl(auditId), '_blank') !== null;
  } catch {
    return false;
  }
}
