import { clientLinkProblem } from '@auditorias/domain/auth/user-rules';
import { MSG } from '@auditorias/domain/messages';
import type { PublicUser, RegisterRequest } from '@auditorias/domain/schemas/auth';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { clientExists } from '../clients/clients.repo';
import { toPublicUser } from './users.mapper';
import { emailOrUsernameTaken, insertUser } from './users.repo';

export function createUsersService(deps: { db: Db }) {
  const { db } = deps;

  /** Creates a user with a hashed password; refuses duplicates and a wrong company link. */
  async function createUser(input: RegisterRequest): Promise<PublicUser> {
    const clienteId = input.clienteId ?? null;
    const linkProblem = clientLinkProblem(input.role, clienteId);
    if (linkProblem) throw badRequest(linkProblem, [{ campo: 'clienteId', mensaje: linkProblem }]);
    const passwordHash = await hashPassword(input.password);
    const created = await db.transaction(async (tx) => {
      if (clienteId !== null && !(await clientExists(tx, clienteId))) {
        throw badRequest(MSG.clientNotFound, [{ campo: 'clienteId', mensaje: MSG.clientNotFound }]);
      }
      const taken = await emailOrUsernameTaken(tx, input.email, input.username ?? null);
      if (taken.email) throw conflict(MSG.emailTaken);
      if (taken.username) throw conflict(MSG.usernameTaken);
      return insertUser(tx, {
        name: input.name,
        email: input.email,
        username: input.username ?? null,
        passwordHash,
        role: input.role,
        clienteId,
      });
    });
    return toPublicUser(created);
  }

  return { createUser };
}

export type UsersService = ReturnType<typeof createUsersService>;
