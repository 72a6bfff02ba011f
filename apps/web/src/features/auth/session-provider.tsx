import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { setUnauthorizedHandler } from '../../lib/api-client';
import {
  clearSession,
  getStoredUserId,
  getToken,
  hasForceLogoutFlag,
  setStoredUser,
  setToken,
  TOKEN_KEY,
} from '../../lib/session-storage';
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

  const forget = useCallback(() => {
    setTokenState(null);
    queryClient.clear();
  }, [queryClient]);

  // After a 401 the API client has already cleared the stored session: forget it here and go to /login.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        forget();
        navigate('/login', { replace: true });
      }),
    [forget, navigate],
  );

  // Another tab signed out or in: follow it.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      const stored = getToken();
      if (stored === token) return;
      if (stored === null) forget();
      else {
        queryClient.removeQueries({ queryKey: currentUserQueryKey });
        setTokenState(stored);
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [token, forget, queryClient]);

  const user = token !== null ? (me.data?.user ?? null) : null;
  const impersonator = token !== null ? (me.data?.impersonator ?? null) : null;

  useEffect(() => {
    if (user) setStoredUser(user);
  }, [user]);

  const signIn = useCallback(
    (newToken: string, signedInUser: PublicUser, newImpersonator: Impersonator | null = null) => {
      setToken(newToken);
      setStoredUser(signedInUser);
      queryClient.setQueryData<CurrentSession>(currentUserQueryKey, {
        user: signedInUser,
        impersonator: newImpersonator,
      });
      setTokenState(newToken);
    },
    [queryClient],
  );

  const { mutateAsync: requestLogout, isPending: loggingOut } = logoutMutation;
  const logout = useCallback(async () => {
    try {
      await requestLogout();
    } catch {
      // The server may be unreachable or the session already closed: the local session ends anyway.
    } finally {
      clearSession();
      forget();
      navigate('/login', { replace: true });
    }
  }, [requestLogout, forget, navigate]);

  const discard = useCallback(() => {
    clearSession();
    forget();
    navigate('/login', { replace: true });
  }, [forget, navigate]);

  let status: SessionStatus;
  if (token === null) status = 'anonymous';
  else if (user) status = 'authenticated';
  else if (me.isError) status = 'error';
  else status = 'loading';

  const value = useMemo<SessionContextValue>(
    () => ({ status, user, impersonator, signIn, logout, loggingOut }),
    [status, user, impersonator, signIn, logout, loggingOut],
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
