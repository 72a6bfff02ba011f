import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { setUnauthorizedHandler } from '../../lib/api-client';
import {
  clearAdminSession,
  clearForceLogoutFlags,
  clearSession,
  getStoredUser,
  getStoredUserId,
  getToken,
  hasForceLogoutFlag,
  restoreAdminSession,
  setStoredUser,
  setToken,
  storeImpersonation,
  TOKEN_KEY,
} from '../../lib/session-storage';
import { useStopImpersonationMutation } from '../impersonation/public';
import { type CurrentSession, currentUserQueryKey, useCurrentUserQuery } from './api/get-current-user';
import { useLogoutMutation } from './api/logout';
import { SessionError } from './components/session-error';
import {
  type Impersonator,
  SessionContext,
  type SessionContextValue,
  type SessionStatus,
} from './session-context';

/**
 * The token to start with. A forced-logout flag left for the stored user means that session was closed by
 * an administrator: it is dropped so the login page shows the notice (spec section 8).
 */
function initialToken(): string | null {
  const storedUserId = getStoredUserId();
  if (storedUserId !== null && hasForceLogoutFlag(storedUserId)) {
    clearSession();
    return null;
  }
  return getToken();
}

interface SessionProviderProps {
  children: ReactNode;
}

/** Loads the session from the stored token (GET /auth/me) and keeps the user for the whole app. */
export function SessionProvider({ children }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setTokenState] = useState<string | null>(initialToken);
  const me = useCurrentUserQuery(token !== null);
  const logoutMutation = useLogoutMutation();
  const stopImpersonationMutation = useStopImpersonationMutation();
  // Where to go once the session has become this user's (starting or ending an impersonation). Navigating only
  // then keeps the previous user's dashboard from rewriting the address to a tab of theirs on the way.
  const [landing, setLanding] = useState<{ path: string; userId: number | null } | null>(null);

  const forget = useCallback(() => {
    setTokenState(null);
    queryClient.clear();
  }, [queryClient]);

  /** Forgets the session here and goes to the login. */
  const toLogin = useCallback(() => {
    forget();
    navigate('/login', { replace: true });
  }, [forget, navigate]);

  /** Drops every cached answer but the session's: they belong to the user who was signed in before. */
  const dropUserData = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
  }, [queryClient]);

  /** Takes the session now in storage (the admin's, after an impersonation) and opens the users screen. */
  const followRestoredAdmin = useCallback(() => {
    const stored = getToken();
    if (stored === null) {
      toLogin();
      return;
    }
    dropUserData();
    const storedUser = getStoredUser();
    if (storedUser) {
      queryClient.setQueryData<CurrentSession>(currentUserQueryKey, { user: storedUser, impersonator: null });
    } else {
      queryClient.removeQueries({ queryKey: currentUserQueryKey });
    }
    setTokenState(stored);
    // The kept copy may be old: ask the server who this is now (a dead session ends in /login as usual).
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    setLanding({ path: '/dashboard?tab=users', userId: storedUser?.id ?? null });
  }, [toLogin, dropUserData, queryClient]);

  // After a 401 the API client has already changed the stored session: forget it here and go to /login, or,
  // when an impersonated session ended, back to the admin's own session.
  useEffect(
    () =>
      setUnauthorizedHandler((outcome) => {
        if (outcome === 'admin-restored') {
          followRestoredAdmin();
          return;
        }
        toLogin();
      }),
    [toLogin, followRestoredAdmin],
  );

  // Another tab signed out or in: follow it.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      const stored = getToken();
      if (stored === token) return;
      if (stored === null) forget();
      else {
        dropUserData();
        queryClient.removeQueries({ queryKey: currentUserQueryKey });
        setTokenState(stored);
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [token, forget, dropUserData, queryClient]);

  const user = token !== null ? (me.data?.user ?? null) : null;
  const impersonator = token !== null ? (me.data?.impersonator ?? null) : null;

  // This effect runs after the new user's screens have rendered (children's effects run first), so the
  // navigation here is the last word.
  useEffect(() => {
    if (!landing || !user) return;
    if (landing.userId === null ? impersonator !== null : user.id !== landing.userId) return;
    setLanding(null);
    navigate(landing.path, { replace: true });
  }, [landing, user, impersonator, navigate]);

  useEffect(() => {
    if (user) setStoredUser(user);
  }, [user]);

  const signIn = useCallback(
    (newToken: string, signedInUser: PublicUser, newImpersonator: Impersonator | null = null) => {
      setToken(newToken);
      setStoredUser(signedInUser);
      clearForceLogoutFlags();
      queryClient.setQueryData<CurrentSession>(currentUserQueryKey, {
        user: signedInUser,
        impersonator: newImpersonator,
      });
      setTokenState(newToken);
    },
    [queryClient],
  );

  const startImpersonation = useCallback(
    (session: { token: string; user: PublicUser; impersonator: Impersonator }) => {
      storeImpersonation(session.token, session.user);
      dropUserData();
      queryClient.setQueryData<CurrentSession>(currentUserQueryKey, {
        user: session.user,
        impersonator: session.impersonator,
      });
      setTokenState(session.token);
      setLanding({ path: '/dashboard', userId: session.user.id });
    },
    [dropUserData, queryClient],
  );

  const { mutateAsync: requestStopImpersonation, isPending: exitingImpersonation } =
    stopImpersonationMutation;
  const exitImpersonation = useCallback(async () => {
    try {
      await requestStopImpersonation();
    } catch {
      // Already ended or unreachable: the admin's own session is restored anyway.
    }
    // A 401 on the way may have restored it already; then this changes nothing.
    restoreAdminSession();
    followRestoredAdmin();
  }, [requestStopImpersonation, followRestoredAdmin]);

  const { mutateAsync: requestLogout, isPending: loggingOut } = logoutMutation;
  /** Ends the session in this browser (the admin's kept one too) and goes to the login. */
  const discard = useCallback(() => {
    clearSession();
    clearAdminSession();
    toLogin();
  }, [toLogin]);

  const logout = useCallback(async () => {
    // The server may be unreachable or the session already closed: the local session ends anyway.
    await requestLogout().catch(() => undefined);
    // Signing out while impersonating ends the impersonated session (above) and then the admin's own one.
    if (restoreAdminSession()) await requestLogout().catch(() => undefined);
    discard();
  }, [requestLogout, discard]);

  let status: SessionStatus;
  if (token === null) status = 'anonymous';
  else if (user) status = 'authenticated';
  else if (me.isError) status = 'error';
  else status = 'loading';

  const value = useMemo<SessionContextValue>(
    () => ({
      status,
      user,
      impersonator,
      signIn,
      logout,
      loggingOut,
      startImpersonation,
      exitImpersonation,
      exitingImpersonation,
    }),
    [
      status,
      user,
      impersonator,
      signIn,
      logout,
      loggingOut,
      startImpersonation,
      exitImpersonation,
      exitingImpersonation,
    ],
  );

  if (status === 'loading') return <FullPageLoader label="Cargando sesión..." />;
  if (status === 'error') {
    return (
      <SessionError
        error={me.error}
        retrying={me.isFetching}
        onRetry={() => void me.refetch()}
        onDiscard={discard}
      />
    );
  }
  return <SessionContext value={value}>{children}</SessionContext>;
}
