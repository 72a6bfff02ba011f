import type { AuditState } from '@auditorias/domain/audits/states';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { audits, type StoredWorksheet } from '../db/schema/index';
import {
  addTimeline,
  closeWorkPeriods,
  insertAudit,
  insertImage,
  type NewAudit,
  openWorkPeriod,
} from '../modules/audits/audits.repo';
import { raiseTimeAlerts } from '../modules/time-alerts/time-alerts.service';

/** A 1x1 JPEG, the demo's pasted image. */
const DEMO_IMAGE = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface Ids {
  admin: number;
  supervisor: number;
  operador1: number;
  operador2: number;
  cliente: number;
  cliente2: number;
}

interface Place {
  clientId: number;
  branchId: number;
  sucursal: string;
  direccion: string | null;
}

function sheet(eventos: StoredWorksheet['eventos'], observacionesFinales: string): StoredWorksheet {
  return {
    eventos,
    observacionesFinales,
    sucursalDetails: 'Local de 120 m², 3 cajas, depósito al fondo.',
    canalesVision: 'Canales 1 (cajas), 2 (salón), 4 (depósito)',
  };
}

/**
 * Audits in every state across the demo companies, each with its timeline, work periods and (when worked) a
 * worksheet, so that every list of the product has something real to show.
 */
export async function seedDemoAudits(
  tx: DbOrTx,
  ids: Ids,
  places: { belgrano: Place; nunez: Place; lomas: Place },
  now = new Date(),
) {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const day = (msAgo: number) => at(msAgo).toISOString().slice(0, 10);

  async function make(
    values: Omit<NewAudit, 'clientId' | 'branchId' | 'sucursal' | 'direccion' | 'fechaSolicitada'> & {
      place: Place;
      ago: number;
    },
    history: ReadonlyArray<readonly [string, AuditState | null, AuditState | null, number, number, string?]>,
  ) {
    const { place, ago, ...rest } = values;
    const audit = await insertAudit(tx, {
      ...rest,
      clientId: place.clientId,
      branchId: place.branchId,
      sucursal: place.sucursal,
      direccion: place.direccion,
      fechaSolicitada: day(ago),
      createdAt: at(ago),
      updatedAt: at(Math.max(0, ago - HOUR)),
    });
    for (const [action, from, to, actorId, msAgo, note] of history) {
      await addTimeline(tx, {
        auditId: audit.id,
        action,
        fromEstado: from,
        toEstado: to,
        actorId,
        at: at(msAgo),
        note: note ?? null,
      });
    }
    return audit;
  }

  async function worked(auditId: number, userId: number, startAgo: number, endAgo: number | null) {
    await openWorkPeriod(tx, auditId, userId, at(startAgo));
    if (endAgo !== null) await closeWorkPeriods(tx, auditId, at(endAgo));
  }

  // Waiting: a client's request and a staff audit in transit; a scheduled one held in the management queue.
  await make(
    {
      titulo: 'Control de apertura de cajas',
      descripcion: 'Verificar horario de apertura y arqueo inicial.',
      estado: 'solicitud',
      origen: 'cliente',
      prioridad: 'prioritaria',
      place: places.nunez,
      ago: 3 * HOUR,
      creadoPor: ids.cliente,
    },
    [['creada', null, 'solicitud', ids.cliente, 3 * HOUR]],
  );
  await make(
    {
      titulo: 'Revisión de reposición nocturna',
      estado: 'pendiente',
      origen: 'normal',
      place: places.belgrano,
      ago: 5 * HOUR,
      creadoPor: ids.admin,
    },
    [['creada', null, 'pendiente', ids.admin, 5 * HOUR]],
  );
  await make(
    {
      titulo: 'Ronda mensual programada',
      estado: 'pendiente',
      origen: 'programada',
      enTransito: false,
      fechaProgramada: day(-3 * DAY),
      place: places.lomas,
      ago: DAY,
      creadoPor: ids.admin,
    },
    [['creada', null, 'pendiente', ids.admin, DAY, 'En la cola de gestión']],
  );

  // Assigned by the supervisor to operador1, not started.
  await make(
    {
      titulo: 'Atención al cliente en salón',
      estado: 'asignada',
      operadorId: ids.operador1,
      asignadoPor: ids.supervisor,
      fechaAsignacion: at(2 * HOUR),
      place: places.belgrano,
      ago: 6 * HOUR,
      creadoPor: ids.admin,
    },
    [
      ['creada', null, 'pendiente', ids.admin, 6 * HOUR],
      ['asignada', 'pendiente', 'asignada', ids.supervisor, 2 * HOUR, 'Asignada a Olga Operadora'],
    ],
  );

  // In progress by operador2 at Demo Sur, and paused by operador1.
  const enProceso = await make(
    {
      titulo: 'Control de stock en depósito',
      estado: 'en_proceso',
      operadorId: ids.operador2,
      asignadoPor: ids.operador2,
      fechaAsignacion: at(3 * HOUR),
      fechaInicio: at(150 * 60 * 1000),
      hoja: sheet(
        [
          {
            id: 'd1',
            numero: 1,
            timestamp: '08:05',
            descripcion: 'Ingreso de mercadería sin remito a la vista',
            observaciones: '',
            tipoEvento: 'infraccion-menor',
            imagenes: [],
          },
        ],
        '',
      ),
      hojaGuardadaEn: at(20 * 60 * 1000),
      place: places.lomas,
      ago: 8 * HOUR,
      creadoPor: ids.admin,
    },
    [
      ['creada', null, 'pendiente', ids.admin, 8 * HOUR],
      ['tomada', 'pendiente', 'asignada', ids.operador2, 3 * HOUR],
      ['iniciada', 'asignada', 'en_proceso', ids.operador2, 150 * 60 * 1000],
    ],
  );
  await worked(enProceso.id, ids.operador2, 150 * 60 * 1000, null);

  const pausada = await make(
    {
      titulo: 'Cierre de caja y retiro de valores',
      estado: 'pausada',
      operadorId: ids.operador1,
      asignadoPor: ids.operador1,
      fechaAsignacion: at(DAY + 5 * HOUR),
      fechaInicio: at(DAY + 4 * HOUR),
      fechaPausa: at(DAY + 3 * HOUR),
      razonPausa: 'Grabación del DVR no disponible, se reintenta más tarde',
      hoja: sheet(
        [
          {
            id: 'p1',
            numero: 1,
            timestamp: '21:58',
            descripcion: 'Cierre de caja 2 antes de horario',
            observaciones: 'Confirmar con encargado',
            tipoEvento: 'infraccion-menor',
            imagenes: [],
          },
        ],
        '',
      ),
      hojaGuardadaEn: at(DAY + 3 * HOUR),
      place: places.nunez,
      ago: 2 * DAY,
      creadoPor: ids.cliente,
      origen: 'cliente',
    },
    [
      ['creada', null, 'solicitud', ids.cliente, 2 * DAY],
      ['tomada', 'solicitud', 'asignada', ids.operador1, DAY + 5 * HOUR],
      ['iniciada', 'asignada', 'en_proceso', ids.operador1, DAY + 4 * HOUR],
      [
        'pausada',
        'en_proceso',
        'pausada',
        ids.operador1,
        DAY + 3 * HOUR,
        'Grabación del DVR no disponible, se reintenta más tarde',
      ],
    ],
  );
  await worked(pausada.id, ids.operador1, DAY + 4 * HOUR, DAY + 3 * HOUR);

  // Finished by operador2, waiting for review; one saved by the supervisor.
  const eventosCompletos: StoredWorksheet['eventos'] = [
    {
      id: 't1',
      numero: 1,
      timestamp: '09:12',
      descripcion: 'Empleado usando el celular en caja',
      observaciones: 'Durante 6 minutos con clientes en fila',
      tipoEvento: 'infraccion-menor',
      imagenes: [],
    },
    {
      id: 't2',
      numero: 2,
      timestamp: '10:47',
      descripcion: 'Puerta de depósito abierta sin supervisión',
      observaciones: '',
      tipoEvento: 'infraccion-grave',
      imagenes: [],
    },
    {
      id: 't3',
      numero: 3,
      timestamp: '11:30',
      descripcion: 'Cámara 3 sin imagen durante 15 minutos',
      observaciones: 'Revisar alimentación',
      tipoEvento: 'problema-tecnico',
      imagenes: [],
    },
  ];
  for (const [estado, titulo, supervisorId] of [
    ['terminada', 'Auditoría de procedimientos de caja', null],
    ['guardado_supervisor', 'Control de uniformes y presencia', ids.supervisor],
  ] as const) {
    const audit = await make(
      {
        titulo,
        estado,
        operadorId: ids.operador2,
        supervisorId,
        asignadoPor: ids.operador2,
        fechaAsignacion: at(3 * DAY),
        fechaInicio: at(3 * DAY - HOUR),
        fechaTerminacion: at(3 * DAY - 3 * HOUR),
        hoja: sheet(eventosCompletos, 'Se observan faltas de procedimiento en caja y un riesgo en depósito.'),
        hojaGuardadaEn: at(3 * DAY - 3 * HOUR),
        place: places.belgrano,
        ago: 4 * DAY,
        creadoPor: ids.admin,
      },
      [
        ['creada', null, 'pendiente', ids.admin, 4 * DAY],
        ['tomada', 'pendiente', 'asignada', ids.operador2, 3 * DAY],
        ['iniciada', 'asignada', 'en_proceso', ids.operador2, 3 * DAY - HOUR],
        ['terminada', 'en_proceso', 'terminada', ids.operador2, 3 * DAY - 3 * HOUR],
        ...(estado === 'guardado_supervisor'
          ? ([['guardada_supervisor', 'terminada', 'guardado_supervisor', ids.supervisor, 2 * DAY]] as const)
          : []),
      ],
    );
    await worked(audit.id, ids.operador2, 3 * DAY - HOUR, 3 * DAY - 3 * HOUR);
  }

  // Delivered to Demo Norte (with a pasted image) and collected from Demo Sur.
  const entregada = await make(
    {
      titulo: 'Auditoría integral de sucursal',
      descripcion: 'Apertura, atención, cierre y seguridad.',
      estado: 'entregada',
      operadorId: ids.operador1,
      supervisorId: ids.supervisor,
      asignadoPor: ids.operador1,
      aprobada: true,
      fechaAsignacion: at(9 * DAY),
      fechaInicio: at(9 * DAY - HOUR),
      fechaTerminacion: at(9 * DAY - 4 * HOUR),
      fechaAprobacion: at(8 * DAY),
      fechaEntrega: at(8 * DAY),
      costoFinal: 2_500_000,
      estadoPago: 'pendiente',
      observacionesSupervisor: 'Informe revisado; se recomienda capacitación en caja.',
      place: places.belgrano,
      ago: 10 * DAY,
      creadoPor: ids.cliente,
      origen: 'cliente',
    },
    [
      ['creada', null, 'solicitud', ids.cliente, 10 * DAY],
      ['tomada', 'solicitud', 'asignada', ids.operador1, 9 * DAY],
      ['iniciada', 'asignada', 'en_proceso', ids.operador1, 9 * DAY - HOUR],
      ['terminada', 'en_proceso', 'terminada', ids.operador1, 9 * DAY - 4 * HOUR],
      ['aprobada_enviada', 'terminada', 'entregada', ids.supervisor, 8 * DAY],
    ],
  );
  const image = await insertImage(tx, {
    auditId: entregada.id,
    data: DEMO_IMAGE,
    mime: 'image/jpeg',
    name: 'caja-2.jpg',
    size: DEMO_IMAGE.length,
    createdBy: ids.operador1,
  });
  await tx
    .update(audits)
    .set({
      hoja: sheet(
        [
          {
            id: 'x1',
            numero: 1,
            timestamp: '08:58',
            descripcion: 'Apertura puntual con dos empleados',
            observaciones: '',
            tipoEvento: 'infraccion-menor',
            imagenes: [],
          },
          {
            id: 'x2',
            numero: 2,
            timestamp: '13:20',
            descripcion: 'Cliente atendido sin ticket',
            observaciones: 'Caja 2',
            tipoEvento: 'infraccion-grave',
            imagenes: [image.id],
          },
        ],
        'Sucursal en orden general; una venta sin comprobante.',
      ),
    })
    .where(eq(audits.id, entregada.id));
  await worked(entregada.id, ids.operador1, 9 * DAY - HOUR, 9 * DAY - 4 * HOUR);

  const facturada = await make(
    {
      titulo: 'Control de seguridad perimetral',
      estado: 'facturada',
      operadorId: ids.operador2,
      supervisorId: ids.supervisor,
      asignadoPor: ids.operador2,
      aprobada: true,
      fechaAsignacion: at(20 * DAY),
      fechaInicio: at(20 * DAY - HOUR),
      fechaTerminacion: at(20 * DAY - 3 * HOUR),
      fechaAprobacion: at(19 * DAY),
      fechaEntrega: at(19 * DAY),
      costoFinal: 1_800_000,
      estadoPago: 'pagada',
      fechaPago: at(15 * DAY),
      hoja: sheet(
        [
          {
            id: 'f1',
            numero: 1,
            timestamp: '02:10',
            descripcion: 'Movimiento en perímetro, sin intrusión',
            observaciones: '',
            tipoEvento: 'infraccion-menor',
            imagenes: [],
          },
        ],
        'Sin incidentes.',
      ),
      place: places.lomas,
      ago: 21 * DAY,
      creadoPor: ids.admin,
    },
    [
      ['creada', null, 'pendiente', ids.admin, 21 * DAY],
      ['tomada', 'pendiente', 'asignada', ids.operador2, 20 * DAY],
      ['iniciada', 'asignada', 'en_proceso', ids.operador2, 20 * DAY - HOUR],
      ['terminada', 'en_proceso', 'terminada', ids.operador2, 20 * DAY - 3 * HOUR],
      ['aprobada_enviada', 'terminada', 'entregada', ids.supervisor, 19 * DAY],
      ['cobrada', 'entregada', 'facturada', ids.admin, 15 * DAY],
    ],
  );
  await worked(facturada.id, ids.operador2, 20 * DAY - HOUR, 20 * DAY - 3 * HOUR);

  // Time alerts, raised as the product raises them when an audit is finished: the delivered one took 3 h of a 2 h
  // estimate (EXCESO).
  const finished = await tx
    .select({
      id: audits.id,
      horas: audits.horasEstimadas,
      operadorId: audits.operadorId,
      at: audits.fechaTerminacion,
    })
    .from(audits)
    .where(inArray(audits.estado, ['terminada', 'guardado_supervisor', 'entregada', 'facturada']));
  for (const a of finished) {
    if (a.operadorId && a.at) {
      await raiseTimeAlerts(tx, { auditId: a.id, estimatedHours: a.horas, userId: a.operadorId, at: a.at });
    }
  }
  // Their money is posted by seedDemoFinance.
  return { entregada, facturada };
}
