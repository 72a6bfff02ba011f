import { type PublicUser, publicUserSchema } from '@auditorias/domain/schemas/auth';

/** Local storage keys of the session (spec section 9). */
export const TOKEN_KEY = 'token';
export const CURRENT_USER_KEY = 'currentUser';
export const FORCE_LOGOUT_PREFIX = 'force_logout_';
/** While an admin impersonates someone: the admin's own token and user, to come back to (spec section 2). */
export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_USER_KEY = 'adminUser';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the session still works for this page.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing to remove.
  }
}

export function getToken(): string | null {
  const token = read(TOKEN_KEY);
  return token ? token : null;
}

export function setToken(token: string): void {
  write(TOKEN_KEY, token);
}

export function clearToken(): void {
  remove(TOKEN_KEY);
}

/** The user stored at the last sign-in or session check; null when absent or unreadable. */
export function getStoredUser(): PublicUser | null {
  const raw = read(CURRENT_USER_KEY);
  if (!raw) return null;
  try {
    const parsed = publicUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored user's id, read even when the rest of the stored object is out of date. */
export function getStoredUserId(): number | null {
  const raw = read(CURRENT_USER_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number') {
      return value.id;
    }
    return null;
  } catch {
    return null;
  }
}

export function setStoredUser(user: PublicUser): void {
  write(CURRENT_USER_KEY, JSON.stringify(user));
}

/** Forgets the whole session: token and user. */
export function clearSession(): void {
  remove(TOKEN_KEY);
  remove(CURRENT_USER_KEY);
}

/** The admin's own token kept aside while impersonating; null otherwise. */
export function getAdminToken(): string | null {
  const token = read(ADMIN_TOKEN_KEY);
  return token ? token : null;
}

/**
 * Starts an impersonation in storage: the admin's current token and user go to 'adminToken' and 'adminUser',
 * and the target's token and user take their place under 'token' and 'currentUser'.
 */
export function storeImpersonation(targetToken: string, target: PublicUser): void {
  const adminToken = read(TOKEN_KEY);
  const adminUser = read(CURRENT_USER_KEY);
  if (adminToken) write(ADMIN_TOKEN_KEY, adminToken);
  if (adminUser) write(ADMIN_USER_KEY, adminUser);
  setToken(targetToken);
  setStoredUser(target);
}

/**
 * Ends an impersonation in storage: the admin's token and user go back to 'token' and 'currentUser' and the
 * kept copies are removed. Answers false (and changes nothing) when no admin session was kept.
 */
export function restoreAdminSession(): boolean {
  const adminToken = getAdminToken();
  if (!adminToken) return false;
  const adminUser = read(ADMIN_USER_KEY);
  write(TOKEN_KEY, adminToken);
  if (adminUser) write(CURRENT_USER_KEY, adminUser);
  else remove(CURRENT_USER_KEY);
  clearAdminSession();
  return true;
}

/** Forgets the kept admin session (after restoring it, or when signing out altogether). */
export function clearAdminSession(): void {
  remove(ADMIN_TOKEN_KEY);
  remove(ADMIN_USER_KEY);
}

export function forceLogoutKey(userId: number | string): string {
  return `${FORCE_LOGOUT_PREFIX}${userId}`;
}

export function setForceLogoutFlag(userId: number | string, message: string): void {
  write(forceLogoutKey(userId), message);
}

export function hasForceLogoutFlag(userId: number | string): boolean {
  return read(forceLogoutKey(userId)) !== null;
}

function forceLogoutKeys(): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(FORCE_LOGOUT_PREFIX)) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys;
}

/**
 * The message of a forced logout to show on the sign-in page (the first non-empty flag), or null. The flags stay
 * until the person signs in again, so a reload of the sign-in page still says why the session ended.
 */
export function forceLogoutMessage(): string | null {
  for (const key of forceLogoutKeys()) {
    const value = read(key);
    if (value) return value;
  }
  return null;
}

/** Forgets every forced-logout flag (a new session begins). */
export function clearForceLogoutFlags(): void {
  for (const key of forceLogoutKeys()) remove(key);
}
