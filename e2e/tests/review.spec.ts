import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSignIn, bearer, dashboardTabs, openTab, signIn, signInElsewhere, TINY_PDF } from './helpers';

// Review, management queue, overview and reports. The steps share one fresh demo database and run in order;
// each one only relies on the demo data (apps/server/src/seed/demo-audits.ts).

const SCREENS = 'test-results/screens';
const stamp = Date.now().toString(36);

interface ApiAudit {
  id: number;
  titulo: string;
  estado: string;
  operadorId: number | null;
  requiereRevision: boolean;
  motivoRechazo?: string | null;
  enTransito: boolean;
}

async function auditsOf(request: APIRequestContext, token: string): Promise<ApiAudit[]> {
  const res = await request.get('/api/audits?all=true', { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { auditorias: ApiAudit[] }).auditorias;
}

/** The dashboard is open (the session check finished). */
async function signedIn(page: Page, login: string) {
  await signIn(page, login);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(dashboardTabs(page)).toBeVisible();
}

test('the supervisor asks for a correction, the operator redoes it, it is approved and the client receives it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = 'Auditoría de procedimientos de caja';
  const reason = `Falta la imagen de la puerta del depósito (${stamp})`;

  await signedIn(page, 'supervisor@demo.ar');
  const panel = page.getByTestId('supervisor-panel');
  await expect(panel.getByRole('heading', { name: 'Panel de Supervisor' })).toBeVisible();
  await expect(page.getByTestId('supervisor-pending-count')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('supervisor-performance')).toHaveText(/^\d+%$/);
  // The read-only users list stays under the panel.
  await expect(page.getByRole('heading', { name: 'Usuarios del Sistema' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/supervisor-panel.png`, fullPage: true });

  await openTab(page, 'Revisión de Auditorías');
  const row = page.getByTestId(/^pending-review-\d+$/).filter({ hasText: title });
  await row.getByRole('button', { name: /^Revisar auditoría #\d+$/ }).click();
  const modal = page.getByTestId('review-modal');
  await expect(modal.getByText('Puerta de depósito abierta sin supervisión')).toBeVisible();

  // A correction needs a comment.
  await modal.getByRole('button', { name: 'Solicitar corrección' }).click();
  await expect(modal.getByTestId('review-error')).toHaveText(
    '❌ Debe escribir un comentario explicando qué necesita corregir el operador',
  );
  await modal.getByLabel('Comentarios del supervisor').fill(reason);
  await page.screenshot({ path: `${SCREENS}/review.png` });
  await modal.getByRole('button', { name: 'Solicitar corrección' }).click();
  await modal.getByRole('button', { name: 'Confirmar devolución' }).click();
  await expect(page.getByText('Auditoría devuelta al operador para corrección')).toBeVisible();
  await expect(row).toHaveCount(0);

  // operador2 has it back, assigned, with the reason.
  const op = await apiSignIn(request, 'operador2');
  const returned = (await auditsOf(request, op.token)).find((a) => a.titulo === title);
  expect(returned).toMatchObject({
    estado: 'asignada',
    operadorId: op.id,
    requiereRevision: true,
    motivoRechazo: reason,
  });
  const auditId = returned?.id ?? 0;
  const operator = await signInElsewhere(browser, baseURL, 'operador2');
  await expect(
    operator.page.getByRole('region', { name: 'Asignadas' }).getByRole('article').filter({ hasText: title }),
  ).toBeVisible();
  await operator.context.close();

  // The operator takes it back (its audit in progress is paused first) and finishes it again.
  const taken = await request.patch(`/api/audits/${auditId}/take-assigned`, { headers: bearer(op.token) });
  expect(taken.ok()).toBe(true);
  const template = await request.get(`/api/audits/${auditId}/template`, { headers: bearer(op.token) });
  expect(template.ok()).toBe(true);
  const sheet = (await template.json()) as {
    eventos: Array<{ id: string; imagenes: Array<{ id: number }> } & Record<string, unknown>>;
    observacionesFinales: string;
    sucursalDetails: string;
    canalesVision: string;
  };
  const completed = await request.patch(`/api/audits/${auditId}/complete`, {
    headers: bearer(op.token),
    data: {
      eventos: sheet.eventos.map((e) => ({
        id: e.id,
        timestamp: e.timestamp,
        descripcion: e.descripcion,
        observaciones: e.id === 't2' ? 'Imagen agregada tras la corrección' : e.observaciones,
        tipoEvento: e.tipoEvento,
        imagenes: e.imagenes.map((i) => ({ id: i.id })),
      })),
      observacionesFinales: `${sheet.observacionesFinales} Corregida.`,
      sucursalDetails: sheet.sucursalDetails,
      canalesVision: sheet.canalesVision,
      estado: 'terminada',
    },
  });
  expect(completed.ok()).toBe(true);

  // The supervisor accepts it: approved and sent to the client.
  await page.reload();
  await openTab(page, 'Revisión de Auditorías');
  await row.getByRole('button', { name: `Revisar auditoría #${auditId}` }).click();
  await expect(modal.getByText('Imagen agregada tras la corrección')).toBeVisible();
  await modal.getByRole('button', { name: 'Aceptar y enviar al cliente' }).click();
  await modal.getByRole('button', { name: 'Confirmar y enviar' }).click();
  await expect(page.getByText('✅ Auditoría aprobada y enviada al cliente exitosamente.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The client sees it delivered.
  const client = await apiSignIn(request, 'cliente');
  const mine = await request.get('/api/clients/my-audits', { headers: bearer(client.token) });
  expect(mine.ok()).toBe(true);
  const body = (await mine.json()) as { auditorias?: ApiAudit[]; data?: ApiAudit[] };
  const delivered = (body.auditorias ?? body.data ?? []).find((a) => a.id === auditId);
  expect(delivered?.estado).toBe('entregada');
  const clientView = await signInElsewhere(browser, baseURL, 'cliente');
  await expect(clientView.page.getByTestId('client-audits').getByText(title)).toBeVisible();
  await clientView.context.close();
});

test('an admin schedules an audit, enables it for transit and an operator can take it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Ronda programada de depósito ${stamp}`;
  await signedIn(page, 'admin');
  await openTab(page, 'Cola de Gestión');
  await expect(page.getByTestId('queue-stats')).toBeVisible();

  await page.getByRole('button', { name: 'Crear auditoría programada' }).click();
  const form = page.getByRole('dialog', { name: 'Crear auditoría programada' });
  await form.getByRole('combobox', { name: 'Cliente' }).click();
  await form.getByRole('combobox', { name: 'Cliente' }).fill('Demo Sur');
  await page.getByRole('option', { name: 'Demo Sur S.R.L.' }).click();
  await expect(form.getByRole('combobox', { name: 'Sucursal' })).toHaveValue(/Sucursal Lomas/);
  await form.getByRole('textbox', { name: 'Título' }).fill(title);
  await form.getByRole('textbox', { name: 'Descripción' }).fill('Control de ingreso de mercadería');
  await form.getByTestId('scheduled-files-input').setInputFiles({
    name: `plano-deposito-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: TINY_PDF,
  });
  await form.getByRole('button', { name: 'Crear Auditoría' }).click();
  await expect(page.getByText('✅ Auditoría programada creada')).toBeVisible();

  const group = page.getByRole('region', { name: 'Demo Sur S.R.L.' });
  const card = group.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Programada');
  await page.screenshot({ path: `${SCREENS}/queue.png`, fullPage: true });

  await card.getByRole('button', { name: 'Habilitar' }).click();
  const enable = page.getByRole('dialog', { name: /^Habilitar para tránsito · #\d+$/ });
  await expect(enable.getByRole('combobox', { name: 'Operador' })).toHaveValue(
    'Sin operador (disponible para todos)',
  );
  await enable.getByRole('button', { name: 'Habilitar' }).click();
  await expect(page.getByText('Auditoría habilitada para tránsito')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The attachment is listed in the files tab.
  await openTab(page, 'Archivos');
  await expect(page.getByTestId('files-table')).toContainText(`plano-deposito-${stamp}.pdf`);
  await expect(page.getByTestId('files-total-count')).toHaveText(/^[1-9]\d*$/);
  await page.screenshot({ path: `${SCREENS}/files.png`, fullPage: true });

  // operador2 works for Demo Sur only: the new audit is the one its queue offers.
  const op = await apiSignIn(request, 'operador2');
  for (const held of (await auditsOf(request, op.token)).filter(
    (a) => a.operadorId === op.id && a.estado === 'en_proceso',
  )) {
    const paused = await request.patch(`/api/audits/${held.id}/complete`, {
      headers: bearer(op.token),
      data: { estado: 'pausada', razonPausa: 'Pausa para tomar la ronda programada' },
    });
    expect(paused.ok()).toBe(true);
  }
  const nextRes = await request.get('/api/audits/next-available', { headers: bearer(op.token) });
  expect(nextRes.ok()).toBe(true);
  const next = (await nextRes.json()) as { data: ApiAudit | null; puedeTomar: boolean };
  expect(next.data?.titulo).toBe(title);
  expect(next.puedeTomar).toBe(true);
  const take = await request.patch(`/api/audits/${next.data?.id}/take`, { headers: bearer(op.token) });
  expect(take.ok()).toBe(true);
  const takenAudit = ((await take.json()) as { data: ApiAudit }).data;
  expect(takenAudit).toMatchObject({ estado: 'asignada', operadorId: op.id });
});

test('the admin overview shows the counters and a deletion alert, which can be dismissed', async ({
  page,
}) => {
  const title = 'Revisión de reposición nocturna';
  await signedIn(page, 'admin');
  const overview = page.getByTestId('admin-overview');
  await expect(overview.getByRole('heading', { name: 'Resumen del Sistema' })).toBeVisible();
  for (const label of [
    'Total',
    'Pendientes',
    'En proceso',
    'Completadas',
    'Activos',
    'Operadores',
    'Supervisores',
  ]) {
    await expect(overview.getByRole('link', { name: new RegExp(`^${label}: \\d+$`) }).first()).toBeVisible();
  }
  await expect(overview.getByRole('link', { name: /^Operadores: \d+$/ })).toHaveAttribute(
    'href',
    '/dashboard?tab=users',
  );

  // Delete a recent audit: a correction, which raises a deletion alert.
  await openTab(page, 'Gestión de Auditorías');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(title);
  await expect(page.getByTestId('management-count')).toHaveText('1 auditoría');
  const row = page.getByTestId(/^management-row-\d+$/).filter({ hasText: title });
  await expect(row).toHaveCount(1);
  const auditId = (await row.getAttribute('data-testid'))?.replace('management-row-', '') ?? '';
  await row.getByRole('button', { name: `Acciones de la auditoría #${auditId}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: `¿Eliminar auditoría #${auditId}?` });
  await expect(confirm).toContainText('se elimina como corrección');
  await confirm.getByLabel('Motivo (opcional)').fill('Cargada por error');
  await confirm.getByRole('button', { name: 'Eliminar (corrección)' }).click();
  await expect(page.getByText(/^Auditoría eliminada \(corrección/)).toBeVisible();
  await expect(row).toHaveCount(0);

  await openTab(page, 'Resumen');
  const alerts = page.getByTestId('deletion-alerts');
  const alert = alerts
    .getByTestId(/^deletion-alert-\d+$/)
    .filter({ hasText: `Auditoría #${auditId} eliminada` });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Corrección');
  await expect(alert).toContainText('Motivo: Cargada por error');
  await page.screenshot({ path: `${SCREENS}/overview.png`, fullPage: true });
  await alert.getByRole('button', { name: /^Marcar como revisada la alerta \d+$/ }).click();
  await expect(alert).toHaveCount(0);
});

test('the admin downloads the PDF report of a delivered audit from the management table', async ({
  page,
}) => {
  const title = 'Auditoría integral de sucursal';
  await signedIn(page, 'admin');
  await openTab(page, 'Gestión de Auditorías');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(title);
  await expect(page.getByTestId('management-count')).toHaveText('1 auditoría');
  const row = page.getByTestId(/^management-row-\d+$/).filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Entregada');
  await row.getByRole('button', { name: /^Reportes de la auditoría #\d+$/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Descargar PDF' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/management.png`, fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Descargar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
});
