import type { ApiTest } from './app';
import { multipartForm } from './app';

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

/** The signed-in demo users of a file of API tests (`useTestApp`): the flow calls are made as them. */
export type SignedInUsers = Pick<ApiTest, 'as' | 'ids'>;

/** Who works an audit through the flow: the operator (a signed-in user name) and the worksheet it completes. */
export interface WorkOptions {
  operator?: string;
  worksheet?: unknown;
}

function must(res: { statusCode: number; body: string }, expected: number, what: string) {
  if (res.statusCode !== expected) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

/** What an audit order names: the company and branch (ids), the title, and a priority when not 'normal'. */
export interface AuditOrderFields {
  clienteId: number | undefined;
  branchId: number | undefined;
  titulo: string;
  prioridad?: string;
}

/** The request of an audit order (POST /api/audits, the order form as multipart). */
export function auditOrderRequest(fields: AuditOrderFields) {
  return {
    method: 'POST' as const,
    url: '/api/audits',
    ...multipartForm({
      clienteId: String(fields.clienteId),
      branchId: String(fields.branchId),
      titulo: fields.titulo,
      ...(fields.prioridad ? { prioridad: fields.prioridad } : {}),
    }),
  };
}

/** An audit ordered by staff (POST /api/audits, by `who`, the admin unless said), answered with its id. */
export async function orderAudit(
  api: SignedInUsers,
  fields: AuditOrderFields & { clienteId: number; branchId: number },
  who = 'admin',
): Promise<number> {
  const res = await api.as(who, auditOrderRequest(fields));
  must(res, 201, 'order');
  return res.json().data.id as number;
}

/** The admin assigns a created audit to the operator (operador1 unless said), who starts it: 'en_proceso'. */
export async function startAudit(api: SignedInUsers, id: number, operator = 'operador1'): Promise<number> {
  must(
    await api.as('admin', {
      method: 'PATCH',
      url: `/api/audits/${id}/assign`,
      payload: { operadorId: api.ids[operator] },
    }),
    200,
    'assign',
  );
  must(await api.as(operator, { method: 'PATCH', url: `/api/audits/${id}/start` }), 200, 'start');
  return id;
}

/** Assigns a created audit (admin), and the operator starts and completes it: it waits for review ('terminada'). */
export async function finishAudit(api: SignedInUsers, id: number, work: WorkOptions = {}): Promise<number> {
  const operator = work.operator ?? 'operador1';
  await startAudit(api, id, operator);
  must(
    await api.as(operator, {
      method: 'PATCH',
      url: `/api/audits/${id}/complete`,
      payload: work.worksheet ?? SIMPLE_WORKSHEET,
    }),
    200,
    'complete',
  );
  return id;
}

/** Takes a created audit through assignment, work and the supervisor's approval to the client ('entregada'). */
export async function deliverAudit(api: SignedInUsers, id: number, work: WorkOptions = {}): Promise<number> {
  await finishAudit(api, id, work);
  must(
    await api.as('supervisor', { method: 'PUT', url: `/api/audits/${id}/send-to-client`, payload: {} }),
    200,
    'send-to-client',
  );
  return id;
}
