import type { FastifyInstance } from 'fastify';
import { call, multipartForm } from './app';

/** A one-event worksheet an operator can complete an audit with. */
export const SIMPLE_WORKSHEET = {
  eventos: [
    {
      id: 'a',
      timestamp: '10:00',
      descripcion: 'Evento',
      observaciones: '',
      tipoEvento: 'infraccion-menor',
      imagenes: [],
    },
  ],
  observacionesFinales: 'Final',
  sucursalDetails: '',
  canalesVision: 'Canal 1',
};

function must(res: { statusCode: number; body: string }, expected: number, what: string) {
  if (res.statusCode !== expected) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

/** An audit ordered by staff (POST /api/audits), answered with its id. */
export async function orderAudit(
  app: FastifyInstance,
  token: string,
  fields: { clienteId: number; branchId: number; titulo: string; prioridad?: string },
): Promise<number> {
  const res = await call(app, token, {
    method: 'POST',
    url: '/api/audits',
    ...multipartForm({
      clienteId: String(fields.clienteId),
      branchId: String(fields.branchId),
      titulo: fields.titulo,
      ...(fields.prioridad ? { prioridad: fields.prioridad } : {}),
    }),
  });
  must(res, 201, 'order');
  return res.json().data.id as number;
}

/** Assigns a created audit (admin), and the operator starts and completes it: it waits for review ('terminada'). */
export async function finishAudit(
  app: FastifyInstance,
  tokens: { admin: string; operator: string },
  operatorId: number,
  id: number,
): Promise<number> {
  must(
    await call(app, tokens.admin, {
      method: 'PATCH',
      url: `/api/audits/${id}/assign`,
      payload: { operadorId: operatorId },
    }),
    200,
    'assign',
  );
  must(await call(app, tokens.operator, { method: 'PATCH', url: `/api/audits/${id}/start` }), 200, 'start');
  must(
    await call(app, tokens.operator, {
      method: 'PATCH',
      url: `/api/audits/${id}/complete`,
      payload: SIMPLE_WORKSHEET,
    }),
    200,
    'complete',
  );
  return id;
}

/** Takes a created audit through assignment, work and the supervisor's approval to the client ('entregada'). */
export async function deliverAudit(
  app: FastifyInstance,
  tokens: { admin: string; operator: string; supervisor: string },
  operatorId: number,
  id: number,
): Promise<number> {
  await finishAudit(app, tokens, operatorId, id);
  must(
    await call(app, tokens.supervisor, {
      method: 'PUT',
      url: `/api/audits/${id}/send-to-client`,
      payload: {},
    }),
    200,
    'send-to-client',
  );
  return id;
}
