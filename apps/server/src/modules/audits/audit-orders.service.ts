import type { AuditState } from '@auditorias/domain/audits/states';
import { mayViewCompany } from '@auditorias/domain/auth/access';
import { isClientRole } from '@auditorias/domain/auth/roles';
import { effectiveBranch } from '@auditorias/domain/clients/branch-rules';
import { argentineDay } from '@auditorias/domain/format/locale';
import { pesosToCentavos } from '@auditorias/domain/money';
import type { AuditForm } from '@auditorias/domain/schemas/audits';
import type { AuthContext } from '../../lib/auth-context';
import { badField, badRequest, conflict, forbidden } from '../../lib/errors';
import { branchOwn, clientDefaults, findBranch, findClient } from '../clients/public';
import type { FileInfo } from '../files/files.service';
import { AUDIT_MSG, type AuditCore, type AuditDeps, check, type UploadedFile } from './audit-core';
import * as repo from './audits.repo';

const asAttachments = (infos: FileInfo[]) =>
  infos.map((f) => ({ id: f.id, kind: 'adjunto' as const, campo: 'files', alreadyOwned: false }));

/** Ordering: creating an audit, editing the order, and a client deleting its own order. */
export function createAuditOrders(deps: Pick<AuditDeps, 'db' | 'files'>, core: AuditCore) {
  const { db, files } = deps;

  /**
   * Creates an audit. A client's order starts as 'solicitud', in transit unless its branch is scheduled by
   * weekdays or a date (then it waits in the management queue); staff create 'pendiente' audits; a scheduled
   * audit ('programada', admin) waits in the queue until enabled.
   */
  async function create(auth: AuthContext, form: AuditForm, uploads: UploadedFile[]) {
    const role = auth.user.role;
    if ((form.tiempoEstimadoHoras !== undefined || form.costo !== undefined) && role !== 'admin')
      throw forbidden(AUDIT_MSG.adminOnlyFields);
    const client = await findClient(db, form.clienteId);
    if (!client || !mayViewCompany(auth.viewer, client.id))
      throw badRequest(AUDIT_MSG.branchRequired, [{ campo: 'clienteId', mensaje: 'Cliente no encontrado' }]);
    if (!client.activo) throw badRequest(AUDIT_MSG.clientInactive);
    const branch = form.branchId ? await findBranch(db, client.id, form.branchId) : null;
    if (form.branchId && !branch)
      throw badRequest(AUDIT_MSG.branchRequired, [{ campo: 'branchId', mensaje: 'Sucursal no encontrada' }]);
    const sucursal = branch?.nombre ?? form.sucursal ?? null;
    if (!sucursal) throw badField('sucursal', AUDIT_MSG.branchRequired);

    const programada = form.origenCarga === 'programada';
    if (programada && role !== 'admin') throw forbidden();
    const origen = isClientRole(role) ? 'cliente' : programada ? 'programada' : 'normal';
    const effective = branch ? effectiveBranch(clientDefaults(client), branchOwn(branch)).efectivo : null;
    const scheduledBranch = origen === 'cliente' && (effective?.modalidad ?? client.modalidad) !== 'manual';
    const estado: AuditState = origen === 'cliente' ? 'solicitud' : 'pendiente';
    const enTransito = !(programada || scheduledBranch);

    const infos = await core.storeUploads(auth, uploads);
    const created = await db.transaction(async (tx) => {
      await files.attach(tx, auth, asAttachments(infos));
      const audit = await repo.insertAudit(tx, {
        titulo: form.titulo,
        descripcion: form.descripcion ?? null,
        notas: form.notas ?? null,
        observacionesIniciales: form.observaciones ?? null,
        estado,
        prioridad: form.prioridad,
        origen,
        enTransito,
        clientId: client.id,
        branchId: branch?.id ?? null,
        sucursal,
        direccion: branch?.direccion ?? form.direccion ?? client.direccion,
        fechaSolicitada: form.fechaSolicitada ?? argentineDay(),
        fechaProgramada: form.fechaProgramada ?? null,
        horasEstimadas: form.tiempoEstimadoHoras ?? (effective ? effective.tiempoEstimadoMin / 60 : 2),
        costoEstimado: form.costo === undefined ? null : pesosToCentavos(form.costo),
        creadoPor: auth.user.id,
      });
      await repo.addAttachments(
        tx,
        audit.id,
        infos.map((f) => f.id),
      );
      await core.timeline(
        tx,
        auth,
        audit.id,
        'creada',
        null,
        estado,
        enTransito ? null : 'En la cola de gestión',
      );
      return audit;
    });
    return core.presentOne(auth, created.id);
  }

  /** Edits an order: a client while nobody took it; admins and supervisors until it is delivered. */
  async function update(auth: AuthContext, id: number, form: Partial<AuditForm>, uploads: UploadedFile[]) {
    const row = await core.loadVisible(auth, id);
    const role = auth.user.role;
    if ((form.tiempoEstimadoHoras !== undefined || form.costo !== undefined) && role !== 'admin')
      throw forbidden(AUDIT_MSG.adminOnlyFields);
    if (isClientRole(role)) check(auth, 'client_edit', row.audit);
    else if (!['admin', 'supervisor'].includes(role)) throw forbidden();
    else if (['entregada', 'facturada'].includes(row.audit.estado))
      throw conflict('La auditoría ya fue entregada');
    const branch = form.branchId ? await findBranch(db, row.audit.clientId, form.branchId) : undefined;
    if (form.branchId && !branch) throw badField('branchId', 'Sucursal no encontrada');
    const infos = await core.storeUploads(auth, uploads);
    await core.withLockedAudit(id, async (tx, audit) => {
      await files.attach(tx, auth, asAttachments(infos));
      await repo.updateAuditIf(tx, id, [audit.estado], {
        ...(form.titulo !== undefined ? { titulo: form.titulo } : {}),
        ...(form.descripcion !== undefined ? { descripcion: form.descripcion } : {}),
        ...(form.notas !== undefined ? { notas: form.notas } : {}),
        ...(form.observaciones !== undefined ? { observacionesIniciales: form.observaciones } : {}),
        ...(form.fechaSolicitada !== undefined ? { fechaSolicitada: form.fechaSolicitada } : {}),
        ...(form.prioridad !== undefined ? { prioridad: form.prioridad } : {}),
        ...(branch ? { branchId: branch.id, sucursal: branch.nombre, direccion: branch.direccion } : {}),
        ...(form.tiempoEstimadoHoras !== undefined ? { horasEstimadas: form.tiempoEstimadoHoras } : {}),
        ...(form.costo !== undefined ? { costoEstimado: pesosToCentavos(form.costo) } : {}),
      });
      await repo.addAttachments(
        tx,
        id,
        infos.map((f) => f.id),
      );
      await core.timeline(tx, auth, id, 'editada', audit.estado, audit.estado);
    });
    return core.presentOne(auth, id);
  }

  /** A client deletes its own order while nobody took it (the admin's deletions are another call). */
  async function removeOrder(auth: AuthContext, id: number) {
    await core.loadVisible(auth, id);
    await core.withLockedAudit(id, async (tx, audit) => {
      check(auth, 'client_delete', audit);
      await repo.softDeleteAudit(tx, id, new Date());
      await core.timeline(tx, auth, id, 'eliminada', audit.estado, null, 'Pedido eliminado por el cliente');
    });
  }

  return { create, update, removeOrder };
}
