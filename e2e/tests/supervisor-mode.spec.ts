import { type APIRequestContext, expect, test } from '@playwright/test';
import { bearer, signIn, signInElsewhere, tokenOf } from './helpers';

// Supervisor mode of the worksheet: a supervisor corrects a finished audit, saves, approves and sends it; the client
// then downloads its PDF from 'Mis Auditorías'. Runs on the fresh demo database (apps/server/src/seed/demo-audits.ts).

const SCREENS = 'test-results/screens';
const stamp = Date.now().toString(36);

/**
 * The demo's two audits awaiting review, both of Demo Norte S.A. (the client 'cliente'): the finished one first;
 * the one already saved by a supervisor when an earlier spec of the same run has delivered the first.
 */
const CANDIDATES = ['Auditoría de procedimientos de caja', 'Control de uniformes y presencia'];

interface ApiAudit {
  id: number;
  titulo: string;
  estado: string;
}

async function pendingReview(request: APIRequestContext, token: string): Promise<ApiAudit[]> {
  const res = await request.get('/api/audits/supervisor/pending', { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { auditorias: ApiAudit[] }).auditorias;
}

async function auditOf(request: APIRequestContext, token: string, id: number): Promise<ApiAudit> {
  const res = await request.get(`/api/audits/${id}`, { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ApiAudit }).data;
}

test('a supervisor corrects, saves, approves and sends an audit; the client downloads its PDF', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const supervisorToken = await tokenOf(request, 'supervisor');
  const pending = await pendingReview(request, supervisorToken);
  const audit = CANDIDATES.map((title) => pending.find((a) => a.titulo === title)).find(Boolean);
  expect(audit, 'a demo audit awaiting review').toBeTruthy();
  const auditId = audit?.id ?? 0;
  const newTitle = `${audit?.titulo} (revisada ${stamp})`;
  const correction = `Corrección del supervisor ${stamp}`;

  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, 'supervisor');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/audit-template?auditId=${auditId}&mode=supervisor&returnTo=supervisor-review`);

  const banner = page.getByTestId('supervisor-banner');
  await expect(banner).toContainText('Modo supervisor');
  await expect(banner).toContainText('Oscar Operador');
  await expect(page.getByTestId('worksheet-timer')).toBeVisible();
  // Beside the worksheet: the picker starts on the audit's client, Demo Norte S.A.
  const aside = page.getByTestId('other-pending-audits');
  await expect(aside.getByTestId('client-picker-count')).toHaveText(/^1 de \d+ seleccionados$/);
  await expect(aside).toContainText('Seleccionados: Demo Norte S.A.');

  // Correct the title and the first event's description.
  const title = page.getByRole('textbox', { name: 'Título de la auditoría' });
  await expect(title).toHaveValue(audit?.titulo ?? '');
  await title.fill(newTitle);
  const firstEvent = page.getByTestId('worksheet-event').first();
  await expect(firstEvent).toHaveAttribute('aria-label', 'Evento 1');
  const description = firstEvent.getByRole('textbox', { name: 'Descripción' });
  const original = await description.inputValue();
  await description.fill(`${original} ${correction}`);
  // Saving from the bottom of the sheet.
  await page
    .getByRole('textbox', { name: 'Observaciones del Supervisor' })
    .fill('Revisada en modo supervisor por la prueba de extremo a extremo.');
  await expect(page.getByTestId('supervisor-draft-status')).toBeVisible();
  await page.getByTestId('worksheet-overlay').evaluate((el) => el.scrollTo(0, 0));
  await expect(banner).toBeInViewport();
  await page.screenshot({ path: `${SCREENS}/supervisor-mode.png` });

  // Save: guardado_supervisor, ready to approve.
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  const success = page.getByTestId('supervisor-success');
  await expect(success).toContainText('✅ Cambios guardados exitosamente');
  await expect(success).toContainText('La auditoría quedó lista para aprobar y enviar al cliente.');
  await expect(page.getByTestId('supervisor-draft-status')).toHaveCount(0);
  // The success shows at the top of the sheet, which scrolls back there.
  await expect(success).toBeInViewport();
  await page.screenshot({ path: `${SCREENS}/supervisor-mode-saved.png` });
  const saved = await auditOf(request, supervisorToken, auditId);
  expect(saved).toMatchObject({ estado: 'guardado_supervisor', titulo: newTitle });

  // Approve and send, after the confirmation that it cannot be undone.
  await page.getByRole('button', { name: 'Aprobar y enviar al cliente' }).click();
  const confirm = page.getByRole('dialog', { name: 'Aprobar y enviar al cliente' });
  await expect(confirm).toContainText('Esta acción no se puede deshacer.');
  await confirm.getByRole('button', { name: 'Aprobar y enviar' }).click();
  await expect(page.getByText('✅ Auditoría aprobada y enviada al cliente exitosamente.')).toBeVisible();
  // Not opened as a window: back to the review tab.
  await expect(page).toHaveURL(/\/dashboard\?tab=audit-review$/);
  const delivered = await auditOf(request, supervisorToken, auditId);
  expect(delivered).toMatchObject({ estado: 'entregada', titulo: newTitle });
  const sheet = await request.get(`/api/audits/${auditId}/supervisor/form-data`, {
    headers: bearer(supervisorToken),
  });
  const body = (await sheet.json()) as { eventos: Array<{ descripcion: string }> };
  expect(body.eventos[0]?.descripcion).toBe(`${original} ${correction}`);

  // Delivered: supervisor mode shows it read-only, with the final PDF under the audit's (fixed) title.
  await page.goto(`/audit-template?auditId=${auditId}&mode=supervisor&returnTo=supervisor-review`);
  await expect(page.getByTestId('read-only')).toContainText('La auditoría está entregada');
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);
  await page.getByRole('button', { name: 'PDF final' }).click();
  const finalPdf = page.getByRole('dialog', { name: 'PDF final para el cliente' });
  await expect(finalPdf.getByRole('textbox', { name: 'Título del PDF' })).toHaveValue(newTitle);
  // The dialog has finished fading in.
  await expect(finalPdf).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SCREENS}/supervisor-final-pdf.png` });
  const staffDownload = page.waitForEvent('download');
  await finalPdf.getByRole('button', { name: 'Descargar PDF final' }).click();
  expect((await staffDownload).suggestedFilename()).toMatch(/\.pdf$/);

  // The client receives it and downloads its PDF from 'Mis Auditorías'.
  const client = await signInElsewhere(browser, baseURL, 'cliente');
  await client.page.setViewportSize({ width: 1440, height: 1000 });
  const received = client.page.getByTestId('received-audits');
  const row = received.getByRole('row').filter({ hasText: newTitle });
  await expect(row).toHaveCount(1);
  const download = client.page.waitForEvent('download');
  await row.getByRole('button', { name: `Descargar PDF de la auditoría #${auditId}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(client.page.getByTestId('client-pdf-error')).toHaveCount(0);
  await client.page.screenshot({ path: `${SCREENS}/client-pdf.png`, fullPage: true });
  await client.context.close();
});
