import type { ActivityAction, ActivityTargetType } from '@auditorias/domain/schemas/activity';
import type { DbOrTx } from '../db/client';
import { activityLog } from '../db/schema/index';
import type { ActivityEntry } from '../modules/activity/activity.repo';
import type { DemoMoneyActions } from './demo-finance';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The office's public address and the admin's at home (documentation ranges, RFC 5737). */
const OFFICE_IP = '198.51.100.24';
const HOME_IP = '203.0.113.58';

/** A record of the trail as the product writes it (`activity.plugin.ts`, the services), at the instant it was made. */
interface DemoRecord extends ActivityEntry {
  action: ActivityAction;
  targetType?: ActivityTargetType | null;
  at: Date;
}

/** What a route's declaration records after its 2xx answer: the method, the path and the status with the rest. */
const routeCall = (method: string, path: string, statusCode = 200) => ({ method, path, statusCode });

/**
 * The demo's audit trail ('Registro de actividad'), so that an admin opening it finds the story the rest of the
 * demo tells, over the last two weeks: the collection of Demo Sur's package, the expenses and the manual income as
 * their routes record them, the group administrator's permissions, DVR passwords the operators looked at while
 * working their audits, the admin viewing the product as the client after the delivery, and two user edits (the
 * fields touched, never their values). Only actions the product records (`ACTIVITY_ACTION_LABELS`): sign-ins live
 * in the login history and the audits' steps in their timelines. Written in the seed's transaction, once.
 */
export async function seedDemoActivity(
  tx: DbOrTx,
  ids: {
    admin: number;
    operador1: number;
    operador2: number;
    cliente: number;
    cliente2: number;
    grupo: number;
  },
  places: { norte: number; sur: number; belgrano: number; nunez: number },
  money: DemoMoneyActions,
  now = new Date(),
): Promise<void> {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const records: DemoRecord[] = [];
  const { collection, income } = money;

  if (collection) {
    records.push({
      at: collection.at,
      userId: collection.by,
      impersonatorId: null,
      ipAddress: OFFICE_IP,
      action: 'finance_collect',
      ...(collection.package
        ? {
            targetType: 'cliente',
            targetId: collection.clientId,
            ...routeCall('POST', '/api/finanzas/cobrar-abono'),
            details: { clienteId: collection.clientId, ...collection.package, sucursalId: null },
          }
        : {
            targetType: 'auditoria',
            targetId: collection.auditId,
            ...routeCall('POST', '/api/finanzas/procesar-cobro'),
            details: { auditoriaId: collection.auditId, tarifa: 'normal' },
          }),
    });
  }
  records.push({
    at: at(13 * DAY - 157 * MINUTE),
    userId: ids.admin,
    impersonatorId: null,
    ipAddress: OFFICE_IP,
    action: 'user_permissions',
    targetType: 'usuario',
    targetId: ids.grupo,
    details: {
      esAdministradorGrupo: true,
      nombreGrupo: 'Grupo Demo',
      clientesAdministrados: [places.norte, places.sur],
    },
  });
  for (const expense of money.expenses) {
    records.push({
      at: expense.at,
      userId: expense.by,
      impersonatorId: null,
      ipAddress: OFFICE_IP,
      action: 'finance_expense_create',
      targetType: 'gasto',
      targetId: expense.id,
      ...routeCall('POST', '/api/gastos'),
      details: expense.body,
    });
  }
  records.push({
    at: income.at,
    userId: income.by,
    impersonatorId: null,
    ipAddress: OFFICE_IP,
    action: 'finance_income',
    targetType: 'movimiento',
    targetId: income.entryId,
    ...routeCall('POST', '/api/audits/ingreso-manual'),
    details: income.body,
  });
  if (money.commissions) {
    records.push({
      at: money.commissions.at,
      userId: money.commissions.by,
      impersonatorId: null,
      ipAddress: OFFICE_IP,
      action: 'commission_pay',
      targetType: 'operador',
      targetId: money.commissions.operadorId,
      ...routeCall('POST', '/api/finanzas/pagar-comisiones'),
      details: money.commissions.body,
    });
  }

  // DVR passwords seen while working an audit: operador1 at Belgrano and at Núñez, operador2 at Lomas today.
  const dvrView = (userId: number, msAgo: number, clientId: number, branchIds: Array<number | null>) =>
    records.push({
      at: at(msAgo),
      userId,
      impersonatorId: null,
      ipAddress: OFFICE_IP,
      action: 'dvr_password_view',
      targetType: 'cliente',
      targetId: clientId,
      details: { clientId, branchIds },
    });
  dvrView(ids.operador1, 9 * DAY - HOUR + 2 * MINUTE, places.norte, [null, places.belgrano]);
  dvrView(ids.operador1, DAY + 4 * HOUR + 3 * MINUTE, places.norte, [null, places.nunez]);
  dvrView(ids.operador2, 150 * MINUTE + 4 * MINUTE, places.sur, [null]);

  // After the delivery the admin looks at the report as the client sees it, from home.
  for (const [action, msAgo] of [
    ['impersonacion_inicio', 8 * DAY - 40 * MINUTE],
    ['impersonacion_fin', 8 * DAY - 52 * MINUTE],
  ] as const) {
    records.push({
      at: at(msAgo),
      userId: ids.cliente,
      impersonatorId: ids.admin,
      ipAddress: HOME_IP,
      action,
      targetType: 'usuario',
      targetId: ids.cliente,
    });
  }

  // User edits record the fields touched, not their values: a client's new email, an operator's password reset.
  for (const [userId, campos, msAgo] of [
    [ids.cliente2, ['email'], 5 * DAY - 108 * MINUTE],
    [ids.operador2, ['password'], 2 * DAY + 3 * HOUR],
  ] as const) {
    records.push({
      at: at(msAgo),
      userId: ids.admin,
      impersonatorId: null,
      ipAddress: OFFICE_IP,
      action: 'user_update',
      targetType: 'usuario',
      targetId: userId,
      details: { campos: [...campos] },
    });
  }

  records.sort((a, b) => a.at.getTime() - b.at.getTime());
  await tx.insert(activityLog).values(
    records.map((r) => ({
      ...r,
      targetId: r.targetId === null || r.targetId === undefined ? null : String(r.targetId),
    })),
  );
}
