import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { createContext } from 'react';

export interface Impersonator {
  id: number;
  name: string;
}

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous' | 'error';

export interface SessionContextValue {
  status: SessionStatus;
  /** The signed-in user, null when there is none (or it is still loading). */
  user: PublicUser | null;
  /** The admin viewing the product as `user` (impersonation), null otherwise. */
  impersonator: Impersonator | null;
  /** Keeps a session the login call has just opened. */
  signIn: (token: string, user: PublicUser, impersonator?: Impersonator | null) => void;
  /** Closes the session on the server, then forgets it here regardless and goes to /login. */
  logout: () => Promise<void>;
  loggingOut: boolean;
  /**
   * Views the product as another user: the admin's session is kept aside ('adminToken', 'adminUser') and the
   * target's takes its place.
   */
  startImpersonation: (session: { token: string; user: PublicUser; impersonator: Impersonator }) => void;
  /** Ends the impersonation on the server and goes back to the admin's own session (users screen). */
  exitImpersonation: () => Promise<void>;
  exitingImpersonation: boolean;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
