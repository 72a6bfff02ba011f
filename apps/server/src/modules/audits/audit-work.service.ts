import type { AuditState } from '@auditorias/domain/audits/states';
import {
  type CompleteRequest,
  type DraftRequest,
  pauseReasonProblem,
} from '@auditorias/domain/schemas/audits';
import { fileTypeFromBuffer } from 'file-type';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badField, conflict } from '../../lib/errors';
import { raiseTimeAlerts } from '../time-alerts/time-alerts.service';
import { AUDIT_MSG, type AuditCore, check } from './audit-core';
import * as repo from './audits.repo';
import { worksheetToStore } from './worksheet';

const IMAGE_MAX_BYTES = 1024 * 1024;

/** The operator's work on an audit: start, resume, take an assigned one, save the draft, pause or finish. */
export function createAuditWork(core: AuditCore) {
  async function assertNoOtherInProgress(tx: DbOrTx, auth: AuthContext, exceptId: number) {
    const mine = await repo.listAudits(tx, { operadorId: auth.user.id, estados: ['en_proceso'] }, 5);
    if (mine.some((r) => r.audit.id !== exceptId)) throw conflict(AUDIT_MSG.otherInProgress);
  }

  async function beginWork(
    tx: DbOrTx,
    auth: AuthContext,
    audit: repo.AuditRow,
    to: AuditState,
    action: string,
  ) {
    const now = new Date();
    await repo.updateAuditIf(tx, audit.id, [audit.estado], {
      estado: to,
      fechaInicio: audit.fechaInicio ?? now,
      fechaPausa: null,
      razonPausa: null,
    });
    await repo.closeWorkPeriods(tx, audit.id, now);
    await repo.openWorkPeriod(tx, audit.id, auth.user.id, now);
    await core.timeline(tx, auth, audit.id, action, audit.estado, to);
  }

  /** Starts or resumes the operator's work on an audit (no other one in progress), with its timeline entry. */
  async function beginOwn(auth: AuthContext, id: number, action: 'start' | 'resume') {
    await core.withKnownAudit(auth, id, async (tx, audit) => {
      const to = check(auth, action, audit);
      await assertNoOtherInProgress(tx, auth, id);
      await beginWork(tx, auth, audit, to, action === 'start' ? 'iniciada' : 'reanudada');
    });
    return core.presentOne(auth, id);
  }
  const start = (auth: AuthContext, id: number) => beginOwn(auth, id, 'start');
  const resume = (auth: AuthContext, id: number) => beginOwn(auth, id, 'resume');

  /** Takes an audit someone else assigned: the operator's current audit in progress is paused first. */
  async function takeAssigned(auth: AuthContext, id: number) {
    await core.withKnownAudit(auth, id, async (tx, audit) => {
      const to = check(auth, 'take_assigned', audit);
      const current = await repo.listAudits(tx, { operadorId: auth.user.id, estados: ['en_proceso'] }, 5);
      const now = new Date();
      for (const row of current) {
        if (row.audit.id === id) continue;
        await repo.updateAuditIf(tx, row.audit.id, ['en_proceso'], {
          estado: 'pausada',
          fechaPausa: now,
          razonPausa: AUDIT_MSG.autoPaused,
        });
        await repo.closeWorkPeriods(tx, row.audit.id, now);
        await core.timeline(tx, auth, row.audit.id, 'pausada', 'en_proceso', 'pausada', AUDIT_MSG.autoPaused);
      }
      await beginWork(tx, auth, audit, to, 'tomada_asignada');
    });
    return core.presentOne(auth, id);
  }

  /** Saves the worksheet as it is (the operator's draft), without changing the state. */
  async function saveDraft(auth: AuthContext, id: number, draft: DraftRequest) {
    const at = new Date();
    await core.withKnownAudit(auth, id, async (tx, audit) => {
      check(auth, 'save_draft', audit);
      const hoja = worksheetToStore(draft, await core.knownImages(tx, id, draft));
      await repo.updateAuditIf(tx, id, [audit.estado], { hoja, hojaGuardadaEn: at });
    });
    return at.toISOString();
  }

  /** Completes (estado terminada) or pauses (estado pausada, reason required), saving the worksheet. */
  async function complete(auth: AuthContext, id: number, body: CompleteRequest) {
    const pausing = body.estado === 'pausada';
    if (pausing && !body.razonPausa?.trim()) throw badField('razonPausa', pauseReasonProblem);
    await core.withKnownAudit(auth, id, async (tx, audit) => {
      const to = check(auth, pausing ? 'pause' : 'complete', audit);
      const hoja = worksheetToStore(body, await core.knownImages(tx, id, body));
      const now = new Date();
      await repo.updateAuditIf(tx, id, [audit.estado], {
        estado: to,
        hoja,
        hojaGuardadaEn: now,
        ...(pausing
          ? { fechaPausa: now, razonPausa: body.razonPausa?.trim() ?? null }
          : { fechaTerminacion: now, requiereRevision: false }),
      });
      await repo.closeWorkPeriods(tx, id, now);
      // Finished far from its estimate: a time alert for admins and supervisors (once per audit and kind).
      if (!pausing)
        await raiseTimeAlerts(tx, {
          auditId: id,
          estimatedHours: audit.horasEstimadas,
          userId: auth.user.id,
          at: now,
        });
      await core.timeline(
        tx,
        auth,
        id,
        pausing ? 'pausada' : 'terminada',
        audit.estado,
        to,
        pausing ? (body.razonPausa?.trim() ?? null) : null,
      );
    });
    return core.presentOne(auth, id);
  }

  /** A pasted image (JPEG or PNG made by the worksheet), stored for the audit; events reference it by id. */
  async function uploadImage(auth: AuthContext, id: number, dataUrl: string, name: string) {
    const base64 = dataUrl.replace(/^data:image\/[a-z]+;base64,/, '');
    const content = Buffer.from(base64, 'base64');
    const type = await fileTypeFromBuffer(content);
    if (!type || !['jpg', 'png'].includes(type.ext) || content.length > IMAGE_MAX_BYTES) {
      throw badField('data', AUDIT_MSG.badImage);
    }
    return core.withKnownAudit(auth, id, async (tx, audit) => {
      // Supervisors and admins paste images while reviewing; operators while working on their own audit.
      const reviewing =
        ['admin', 'supervisor'].includes(auth.user.role) &&
        ['terminada', 'guardado_supervisor'].includes(audit.estado);
      if (!reviewing) check(auth, 'save_draft', audit);
      return repo.insertImage(tx, {
        auditId: id,
        data: content,
        mime: type.mime,
        name,
        size: content.length,
        createdBy: auth.user.id,
      });
    });
  }

  return { start, resume, takeAssigned, saveDraft, complete, uploadImage };
}
