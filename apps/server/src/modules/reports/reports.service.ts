import type { AuditState } from '@auditorias/domain/audits/states';
import { workedSeconds } from '@auditorias/domain/audits/timer';
import { mayViewAudit } from '@auditorias/domain/audits/visibility';
import { isClientRole } from '@auditorias/domain/auth/roles';
import { buildReport, type ReportModel, reportFileName } from '@auditorias/domain/reports/report-model';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audits } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import {
  type AuditListRow,
  EMPTY_WORKSHEET,
  findAuditRow,
  imageIdsOf,
  imagesOf,
  workPeriods,
} from '../audits/public';
import type { ConfigService } from '../config/config.service';
import type { FilesService } from '../files/files.service';
import { findFiles, insertFile, markAttached, type StoredFileRow } from '../files/public';
import { renderDocx } from './render-docx';
import { renderHtml } from './render-html';
import { renderPdf } from './render-pdf';

export const REPORT_MSG = {
  notAvailable: 'Los reportes solo existen para auditorías terminadas o entregadas',
  clientPdfOnly: 'Como cliente podés descargar el PDF final de la auditoría',
} as const;

/** Staff get reports of finished audits (also while under review); clients only the delivered ones' final PDF. */
const STAFF_REPORT_STATES: readonly AuditState[] = [
  'terminada',
  'guardado_supervisor',
  'aprobada',
  'entregada',
  'facturada',
];
const DELIVERED: readonly AuditState[] = ['entregada', 'facturada'];

export function createReportsService(deps: { db: Db; config: ConfigService; files: FilesService }) {
  const { db, config, files } = deps;

  async function load(auth: AuthContext, id: number) {
    const row = await findAuditRow(db, id);
    if (!row || !mayViewAudit(auth.viewer, row.audit)) throw notFound('Auditoría no encontrada');
    const allowed = isClientRole(auth.user.role) ? DELIVERED : STAFF_REPORT_STATES;
    if (!allowed.includes(row.audit.estado)) throw conflict(REPORT_MSG.notAvailable);
    return row;
  }

  async function model(row: AuditListRow, internal: boolean, titulo?: string): Promise<ReportModel> {
    const a = row.audit;
    const sheet = a.hoja ?? EMPTY_WORKSHEET;
    const [images, periods, empresa] = await Promise.all([
      imagesOf(db, a.id, imageIdsOf(sheet)),
      workPeriods(db, [a.id]),
      config.companyInfo(),
    ]);
    const byId = new Map(images.map((i) => [i.id, i]));
    return buildReport(
      {
        empresa,
        titulo: titulo?.trim() || a.titulo,
        id: a.id,
        cliente: row.client.nombre,
        sucursal: a.sucursal,
        direccion: a.direccion,
        prioridad: a.prioridad,
        fechaSolicitada: a.fechaSolicitada,
        fechaInicio: a.fechaInicio,
        fechaTerminacion: a.fechaTerminacion,
        fechaEntrega: a.fechaEntrega,
        operador: row.operador?.name ?? null,
        supervisor: row.supervisor?.name ?? null,
        descripcion: a.descripcion,
        observacionesIniciales: a.observacionesIniciales,
        sucursalDetails: sheet.sucursalDetails,
        canalesVision: sheet.canalesVision,
        observacionesFinales: sheet.observacionesFinales,
        observacionesSupervisor: a.observacionesSupervisor,
        eventos: sheet.eventos.map((e) => ({
          ...e,
          imagenes: e.imagenes.flatMap((imgId) => {
            const img = byId.get(imgId);
            return img ? [{ name: img.name, data: img.data, mime: img.mime }] : [];
          }),
        })),
        workedSeconds: workedSeconds(periods, new Date()),
      },
      { internal },
    );
  }

  function staffOnly(auth: AuthContext) {
    if (isClientRole(auth.user.role)) throw forbidden(REPORT_MSG.clientPdfOnly);
  }

  async function word(auth: AuthContext, id: number) {
    staffOnly(auth);
    const m = await model(await load(auth, id), true);
    return { content: await renderDocx(m), fileName: reportFileName(m, 'docx') };
  }

  async function html(auth: AuthContext, id: number, print: boolean, nonce: string) {
    staffOnly(auth);
    const m = await model(await load(auth, id), true);
    return renderHtml(m, { print, nonce });
  }

  /** Stores the client's final PDF and records it on the audit (the one a delivered audit keeps for good). */
  async function storeFinalPdf(row: AuditListRow, titulo?: string) {
    const m = await model(row, false, titulo);
    const content = await renderPdf(m);
    const fileName = reportFileName(m, 'pdf');
    const storageKey = await files.storage.put(content);
    const file = await db.transaction(async (tx) => {
      const stored = await insertFile(tx, {
        kind: 'informe',
        storageKey,
        nombreOriginal: fileName,
        tipoMime: 'application/pdf',
        tamaño: content.length,
        uploadedBy: null,
      });
      await markAttached(tx, [stored.id], new Date());
      await tx.update(audits).set({ pdfClienteArchivoId: stored.id }).where(eq(audits.id, row.audit.id));
      return stored;
    });
    return { file, content };
  }

  /** The delivered audit's kept PDF, made and kept the first time it is asked for if delivery did not make it. */
  async function finalPdf(row: AuditListRow): Promise<StoredFileRow> {
    const id = row.audit.pdfClienteArchivoId;
    const [existing] = id ? await findFiles(db, [id]) : [];
    if (existing && (await files.storage.exists(existing.storageKey))) return existing;
    return (await storeFinalPdf(row)).file;
  }

  /**
   * The PDF: a client always gets the kept final PDF; staff get the internal report (with worked time) or, with
   * `cliente`, the client's version (the kept one once delivered, otherwise generated with the given title).
   */
  async function pdf(
    auth: AuthContext,
    id: number,
    variant: 'interno' | 'cliente',
    titulo?: string,
  ): Promise<
    { kind: 'stored'; file: StoredFileRow } | { kind: 'generated'; content: Buffer; fileName: string }
  > {
    const row = await load(auth, id);
    if (isClientRole(auth.user.role) || (variant === 'cliente' && DELIVERED.includes(row.audit.estado))) {
      return { kind: 'stored', file: await finalPdf(row) };
    }
    const m = await model(row, variant === 'interno', titulo);
    return { kind: 'generated', content: await renderPdf(m), fileName: reportFileName(m, 'pdf') };
  }

  /** `PUT /audits/supervisor/{id}/generate-pdf-for-client`: makes (or, once delivered, keeps) the client PDF. */
  async function generateForClient(auth: AuthContext, id: number, titulo?: string) {
    staffOnly(auth);
    const row = await load(auth, id);
    if (DELIVERED.includes(row.audit.estado)) return (await finalPdf(row)).nombreOriginal;
    return (await storeFinalPdf(row, titulo)).file.nombreOriginal;
  }

  /** Called after an approval: keeps the PDF the client receives (a failure here never undoes the delivery). */
  async function onDelivered(id: number) {
    const row = await findAuditRow(db, id);
    if (row && DELIVERED.includes(row.audit.estado)) await storeFinalPdf(row);
  }

  return { word, html, pdf, generateForClient, onDelivered };
}

export type ReportsService = ReturnType<typeof createReportsService>;
