import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { useContext } from 'react';
import { SessionContext, type SessionContextValue } from './session-context';

export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession debe usarse dentro de SessionProvider');
  return session;
}

/** The signed-in user, for screens behind the login guard. */
export function useCurrentUser(): PublicUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser debe usarse en una ruta que exige sesión');
  return user;
}
