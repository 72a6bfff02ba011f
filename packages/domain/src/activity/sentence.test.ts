import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS } from '../schemas/activity';
import {
  ACTIVITY_PHRASES,
  type ActivityFacts,
  activityObject,
  activityRefs,
  activitySentence,
  dayText,
  nameKey,
  refsByKind,
} from './sentence';

const NAMES = new Map<string, string>([
  [nameKey('usuario', 4), 'Olga Operadora'],
  [nameKey('usuario', 7), 'Carlos Norte'],
  [nameKey('cliente', 3), 'Demo Norte S.A.'],
  [nameKey('sucursal', 9), 'Sucursal Belgrano'],
  [nameKey('auditoria', 12), 'Control de cajas'],
  [nameKey('gasto', 5), 'Luz de la oficina'],
  [nameKey('sueldo', 44), 'Olga Operadora de 11/2026'],
]);

const facts = (accion: string, over: Partial<ActivityFacts> = {}): ActivityFacts => ({
  accion,
  usuario: 'Carla Contable',
  impersonador: null,
  objetivoTipo: null,
  objetivoId: null,
  detalles: null,
  ...over,
});

/** [what happened, the record, the sentence]. */
const CASES: Array<[string, ActivityFacts, string]> = [
  [
    'a manual income: amount and day in es-AR',
    facts('finance_income', {
      objetivoTipo: 'movimiento',
      objetivoId: '88',
      detalles: { tipo: 'ingreso_manual', fecha: '2026-11-18', costoFinal: 85000, estadoPago: 'pagada' },
    }),
    'Carla Contable registró un ingreso manual de $ 85.000 del 18/11/2026',
  ],
  [
    'a manual income for a client, with its title',
    facts('finance_income', {
      detalles: { clienteId: 3, costoFinal: 1500.4, titulo: 'Venta de cámara' },
    }),
    'Carla Contable registró un ingreso manual de $ 1.500 para el cliente Demo Norte S.A.: «Venta de cámara»',
  ],
  [
    'an expense',
    facts('finance_expense_create', {
      objetivoTipo: 'gasto',
      objetivoId: '5',
      detalles: {
        descripcion: 'Luz de la oficina',
        monto: 120000,
        fecha: '2026-11-02',
        categoria: 'servicios',
      },
    }),
    'Carla Contable registró un gasto de $ 120.000 del 02/11/2026: «Luz de la oficina»',
  ],
  [
    'an expense reverted, by its name',
    facts('finance_expense_delete', { objetivoTipo: 'gasto', objetivoId: '5', detalles: { id: 5 } }),
    'Carla Contable revirtió el gasto «Luz de la oficina»',
  ],
  [
    'a collection of an audit',
    facts('finance_collect', { objetivoTipo: 'auditoria', objetivoId: '12', detalles: { auditoriaId: 12 } }),
    'Carla Contable registró el cobro de la auditoría «Control de cajas»',
  ],
  [
    "a collection of a client's period (del, not de el)",
    facts('finance_collect', {
      objetivoTipo: 'cliente',
      objetivoId: '3',
      detalles: { clienteId: 3, mes: 11, anio: 2026 },
    }),
    'Carla Contable registró el cobro del cliente Demo Norte S.A. (período 11/2026)',
  ],
  [
    'a client that is gone keeps its number',
    facts('client_delete', { usuario: 'Ana Administradora', objetivoTipo: 'cliente', objetivoId: '33' }),
    'Ana Administradora eliminó el cliente #33',
  ],
  [
    'a user deleted: the name kept in the record when the user is not found',
    facts('user_delete', {
      usuario: 'Ana Administradora',
      objetivoTipo: 'usuario',
      objetivoId: '22',
      detalles: { nombre: 'Juana Pérez', rol: 'operador' },
    }),
    'Ana Administradora eliminó al usuario Juana Pérez',
  ],
  [
    'a role change, in Spanish role names',
    facts('user_role_change', {
      usuario: 'Ana Administradora',
      objetivoTipo: 'usuario',
      objetivoId: '4',
      detalles: { campos: ['role'], rolAnterior: 'operador', rol: 'supervisor' },
    }),
    'Ana Administradora cambió el rol del usuario Olga Operadora de Operador a Supervisor',
  ],
  [
    'a user edit: the fields touched, in Spanish',
    facts('user_update', {
      usuario: 'Ana Administradora',
      objetivoTipo: 'usuario',
      objetivoId: '4',
      detalles: { campos: ['email', 'password'] },
    }),
    'Ana Administradora editó al usuario Olga Operadora (email y contraseña)',
  ],
  [
    'a deactivation',
    facts('user_activation', {
      usuario: 'Ana Administradora',
      objetivoTipo: 'usuario',
      objetivoId: '4',
      detalles: { isActive: false, anterior: true },
    }),
    'Ana Administradora desactivó al usuario Olga Operadora',
  ],
  [
    'DVR passwords seen: the client and its branches by name',
    facts('dvr_password_view', {
      usuario: 'Olga Operadora',
      objetivoTipo: 'cliente',
      objetivoId: '3',
      detalles: { clientId: 3, branchIds: [null, 9] },
    }),
    'Olga Operadora vio las contraseñas del DVR del cliente Demo Norte S.A. (principal y Sucursal Belgrano)',
  ],
  [
    'an operator assigned to a client',
    facts('operator_client_assign', {
      usuario: 'Ana Administradora',
      objetivoTipo: 'operador',
      objetivoId: '4',
      detalles: { operatorId: 4, clientId: 3 },
    }),
    'Ana Administradora asignó el cliente Demo Norte S.A. al operador Olga Operadora',
  ],
  [
    'impersonation: the admin is the subject',
    facts('impersonacion_inicio', {
      usuario: 'Carlos Norte',
      impersonador: 'Ana Administradora',
      objetivoTipo: 'usuario',
      objetivoId: '7',
    }),
    'Ana Administradora empezó a ver el sistema como Carlos Norte',
  ],
  [
    'a write while impersonating',
    facts('escritura_impersonada', {
      usuario: 'Carlos Norte',
      impersonador: 'Ana Administradora',
      estado: 201,
    }),
    'Ana Administradora hizo un cambio mientras veía el sistema como Carlos Norte',
  ],
  [
    'a declared action made while impersonating names both people',
    facts('audit_delete', {
      usuario: 'Carlos Norte',
      impersonador: 'Ana Administradora',
      objetivoTipo: 'auditoria',
      objetivoId: '12',
    }),
    'Ana Administradora (como Carlos Norte) eliminó la auditoría «Control de cajas»',
  ],
  [
    'a salary paid: the employee and the month',
    facts('salary_pay', {
      usuario: 'Ana Administradora',
      objetivoTipo: 'sueldo',
      objetivoId: '44',
      detalles: { sueldoId: 44, tipoPago: 'Pago Total' },
    }),
    'Ana Administradora pagó el sueldo de Olga Operadora de 11/2026 (pago total)',
  ],
  [
    "an operator's commissions paid: the person, the amount and the day",
    facts('commission_pay', {
      objetivoTipo: 'operador',
      objetivoId: '4',
      detalles: { operadorId: 4, tipoPago: 'Pago Parcial', monto: 12000, fecha: '2026-11-20' },
    }),
    'Carla Contable pagó las comisiones de Olga Operadora ($ 12.000) del 20/11/2026',
  ],
  [
    'a commission payment reverted: the payment, the person and the reason',
    facts('commission_revert', {
      objetivoTipo: 'operador',
      objetivoId: '4',
      detalles: { movimientoId: 81, motivo: 'Se pagó a otra cuenta' },
    }),
    'Carla Contable revirtió el pago de comisiones #81 de Olga Operadora: «Se pagó a otra cuenta»',
  ],
  [
    'a month closed',
    facts('period_close', {
      objetivoTipo: 'periodo',
      objetivoId: '2026-10',
      detalles: { mes: 10, anio: 2026 },
    }),
    'Carla Contable cerró el período 10/2026',
  ],
  [
    "a branch deleted, with its client (the route's :id)",
    facts('branch_delete', {
      usuario: 'Ana Administradora',
      objetivoTipo: 'sucursal',
      objetivoId: '9',
      detalles: { id: 3, branchId: 9 },
    }),
    'Ana Administradora eliminó la sucursal Belgrano del cliente Demo Norte S.A.',
  ],
  [
    'a file deleted from an audit',
    facts('file_delete', { objetivoTipo: 'archivo', objetivoId: '70', detalles: { id: 12, fileId: 70 } }),
    'Carla Contable eliminó un archivo de la auditoría «Control de cajas»',
  ],
  [
    "a month's files deleted",
    facts('files_month_delete', { detalles: { month: '2026-09' } }),
    'Carla Contable eliminó los archivos subidos en 09/2026',
  ],
  [
    'a removed actor',
    facts('message_delete', { usuario: null, objetivoTipo: 'mensaje', objetivoId: '3' }),
    'Un usuario eliminado eliminó un mensaje',
  ],
  [
    'an older unknown code reads as its label',
    facts('accion_vieja', { objetivoTipo: 'cliente', objetivoId: '3' }),
    'Carla Contable hizo: accion_vieja (Cliente Demo Norte S.A.)',
  ],
];

describe('activitySentence: who did what to which named thing', () => {
  it.each(CASES)('%s', (_what, record, sentence) => {
    // Money is es-AR ('$' and a no-break space): compared with plain spaces.
    expect(activitySentence(record, NAMES).replace(/\u00a0/g, ' ')).toBe(sentence);
  });

  it('has a phrase for every action code, and none shows an ISO day, a raw value or "de el"', () => {
    for (const accion of ACTIVITY_ACTIONS) {
      expect(ACTIVITY_PHRASES[accion], accion).toBeTypeOf('function');
      const sentence = activitySentence(
        facts(accion, {
          objetivoTipo: 'cliente',
          objetivoId: '3',
          detalles: { clienteId: 3, fecha: '2026-11-18', monto: 10 },
        }),
        NAMES,
      );
      expect(sentence, accion).not.toMatch(/2026-11-18|undefined|null|\{|\bel el\b|\bde el\b/);
      expect(sentence.startsWith('Carla Contable '), accion).toBe(true);
    }
  });
});

describe('the names a page needs', () => {
  it('reads the target and the objects the details name, once per kind', () => {
    const page = [
      facts('dvr_password_view', {
        objetivoTipo: 'cliente',
        objetivoId: '3',
        detalles: { clientId: 3, branchIds: [null, 9] },
      }),
      facts('operator_client_assign', {
        objetivoTipo: 'operador',
        objetivoId: '4',
        detalles: { operatorId: 4, clientId: 5 },
      }),
      facts('period_close', { objetivoTipo: 'periodo', objetivoId: '2026-10' }),
      facts('user_delete', { objetivoTipo: 'usuario', objetivoId: 'x; drop table' }),
    ];
    expect(activityRefs(page[0] as ActivityFacts)).toEqual([
      { tipo: 'cliente', id: 3 },
      { tipo: 'cliente', id: 3 },
      { tipo: 'sucursal', id: 9 },
    ]);
    expect(Object.fromEntries(refsByKind(page))).toEqual({ cliente: [3, 5], sucursal: [9], usuario: [4] });
    expect(
      activityRefs(
        facts('branch_delete', {
          objetivoTipo: 'sucursal',
          objetivoId: '9',
          detalles: { id: 3, branchId: 9 },
        }),
      ),
    ).toEqual([
      { tipo: 'sucursal', id: 9 },
      { tipo: 'sucursal', id: 9 },
      { tipo: 'cliente', id: 3 },
    ]);
  });

  it('names the object with its kind, or its kind and number when the name is not known', () => {
    expect(activityObject(facts('x', { objetivoTipo: 'cliente', objetivoId: '3' }), NAMES)).toBe(
      'Cliente Demo Norte S.A.',
    );
    expect(activityObject(facts('x', { objetivoTipo: 'usuario', objetivoId: '4' }), NAMES)).toBe(
      'Usuario Olga Operadora',
    );
    expect(activityObject(facts('x', { objetivoTipo: 'auditoria', objetivoId: '12' }), NAMES)).toBe(
      'Auditoría «Control de cajas»',
    );
    expect(activityObject(facts('x', { objetivoTipo: 'movimiento', objetivoId: '88' }), NAMES)).toBe(
      'Movimiento #88',
    );
    expect(activityObject(facts('x', { objetivoTipo: 'periodo', objetivoId: '2026-10' }), NAMES)).toBe(
      'Período 10/2026',
    );
    expect(activityObject(facts('x'), NAMES)).toBeNull();
  });

  it('writes ISO days as dd/mm/aaaa and leaves other text as it is', () => {
    expect(dayText('2026-11-18')).toBe('18/11/2026');
    expect(dayText('2026-11-18T12:00:00.000Z')).toBe('18/11/2026');
    expect(dayText('ayer')).toBe('ayer');
    expect(dayText(7)).toBeNull();
  });
});
