/** Local storage key of the admin's debug-logs switch ('true' / 'false'). */
export const DEBUG_LOGS_KEY = 'debugLogs';

export function isDebugLogsEnabled(): boolean {
  try {
    return window.localStorage.getItem(DEBUG_LOGS_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Stores the switch and reloads the page so every module starts with the new setting. */
export function setDebugLogsEnabled(enabled: boolean): void {
  try {
    window.localStorage.setItem(DEBUG_LOGS_KEY, enabled ? 'true' : 'false');
  } catch {
    return;
  }
  window.location.reload();
}

/** Writes to the browser console only while debug logs are switched on. */
export function debugLog(...args: unknown[]): void {
  if (isDebugLogsEnabled()) console.debug('[auditorias]', ...args);
}
