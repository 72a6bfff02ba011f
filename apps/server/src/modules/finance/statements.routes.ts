import { idParamsSchema } from '@auditorias/domain/schemas/common';
import {
  accountStatementQuerySchema,
  accountStatementResponseSchema,
} from '@auditorias/domain/schemas/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonRoute, ok } from '../../lib/route';
import { type FinanceRoutesOptions, signedIn, tags } from './finance.route-config';

/** Account statements: mi-cuenta and a client's. `statements.service.ts`. */
export const statementsRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (app, { finance }) => {
  jsonRoute(app, 'GET', '/finanzas/mi-cuenta', {
    config: signedIn,
    tags,
    summary:
      'Estado de cuenta propio: el de su empresa (cliente) o sus comisiones (operador); listas paginadas',
    querystring: accountStatementQuerySchema.extend({ t: z.string().max(40).optional() }),
    response: accountStatementResponseSchema,
    handler: async (auth, request) => ok({ data: await finance.myAccount(auth, request.query) }),
  });

  jsonRoute(app, 'GET', '/clients/:id/account-statement', {
    config: { ...signedIn, poll: 'finanzas' },
    tags,
    summary: 'Estado de cuenta de un cliente (finanzas, o el propio cliente); listas paginadas',
    params: idParamsSchema,
    querystring: accountStatementQuerySchema,
    response: accountStatementResponseSchema,
    handler: async (auth, request) =>
      ok({ data: await finance.accountStatement(auth, request.params.id, request.query) }),
  });
};
