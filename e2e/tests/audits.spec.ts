import { expect, type Page, test } from '@playwright/test';
import { bearer, openTab, signIn, TINY_PDF, tokenOf } from './helpers';

// A client's order goes through the whole operator workflow: the steps share one database and run in order.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const TITLE = `Control de cámaras de caja ${stamp}`;
const SCREENS = 'test-results/screens';

let auditId = 0;
let norteId = 0;

/** 'Finalizar auditoría' and its confirmation: the operator is back on the dashboard. */
async function finishAudit(page: Page) {
  await page.getByRole('button', { name: 'Finalizar auditoría' }).click();
  await page
    .getByRole('dialog', { name: 'Finalizar auditoría' })
    .getByRole('button', { name: 'Finalizar' })
    .click();
  await expect(page).toHaveURL(/\/dashboard/);
}

interface ApiAudit {
  id: number;
  titulo: string;
  estado: string;
  operadorId: number | null;
  enTransito: boolean;
}

test.beforeAll(async ({ request }) => {
  // Demo Norte's branches schedule audits by weekdays, so a client's order would wait in the management queue
  // (audits.service create()). Switched to manual here so the order goes straight to the operators' queue.
  const admin = await tokenOf(request, 'admin');
  const clients = await request.get('/api/clients/for-audits?onlyActive=true', { headers: bearer(admin) });
  const norte = ((await clients.json()) as { data: Array<{ id: number; nombre: string }> }).data.find(
    (c) => c.nombre === 'Demo Norte S.A.',
  );
  expect(norte).toBeTruthy();
  norteId = norte?.id ?? 0;
  const manual = await request.put(`/api/clients/${norteId}`, {
    headers: bearer(admin),
    data: { modalidad_auditoria_cliente: 'manual' },
  });
  expect(manual.ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  const admin = await tokenOf(request, 'admin');
  await request.put(`/api/clients/${norteId}`, {
    headers: bearer(admin),
    data: { modalidad_auditoria_cliente: 'por_dias', dias_auditoria: ['Lunes', 'Miércoles', 'Viernes'] },
  });
});

async function pickOption(page: Page, label: string, search: string, option: string | RegExp) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option }).click();
}

test('a client orders an audit for a branch, with a file, and sees it in its orders', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'cliente');
  await expect(page.getByRole('heading', { name: 'Mis Auditorías' })).toBeVisible();
  await expect(page.getByTestId('retention-notice')).toContainText('30 días');
  await openTab(page, 'Mis Pedidos');
  await expect(page.getByRole('heading', { name: 'Mis Pedidos' })).toBeVisible();

  await page.getByRole('button', { name: 'Solicitar nueva auditoría' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear Nueva Auditoría' });
  await expect(dialog).toBeVisible();
  // Without client, title and branch nothing is sent.
  await dialog.getByRole('button', { name: 'Crear Auditoría' }).click();
  await expect(dialog.getByTestId('audit-form-error')).toHaveText(
    'Cliente, título y sucursal son obligatorios',
  );

  // The picker finds the company by a branch's name and chooses that branch.
  await pickOption(page, 'Cliente', 'Belgrano', 'Demo Norte S.A.');
  await expect(dialog.getByRole('combobox', { name: 'Sucursal' })).toHaveValue(/^Sucursal Belgrano/);
  await dialog.getByRole('textbox', { name: 'Título' }).fill(TITLE);
  await dialog
    .getByRole('textbox', { name: 'Descripción' })
    .fill('Verificar que las cajas 1 y 2 se abran en horario.');
  await dialog.getByRole('textbox', { name: 'Observaciones' }).fill('La cámara 3 apunta a la caja 2.');
  await pickOption(page, 'Prioridad', '', 'Prioritaria');
  await dialog
    .getByTestId('audit-files-input')
    .setInputFiles({ name: 'plano-sucursal.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await expect(dialog.getByText('plano-sucursal.pdf')).toBeVisible();
  await expect(dialog.getByTestId('estimated-price')).toContainText('sin IVA');
  await expect(dialog.getByTestId('estimated-price')).toContainText('$');
  await page.screenshot({ path: `${SCREENS}/audit-form.png` });

  await dialog.getByRole('button', { name: 'Crear Auditoría' }).click();
  await expect(page.getByText('✅ Auditoría creada exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Solicitud');
  await expect(row).toContainText('Prioritaria');
  const testId = await row.getAttribute('data-testid');
  auditId = Number(testId?.replace('order-', ''));
  expect(auditId).toBeGreaterThan(0);
  // Nobody took it yet: the client may still edit or delete it.
  await expect(row.getByRole('button', { name: `Editar pedido ${auditId}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Eliminar pedido ${auditId}` })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/client-orders.png` });
});

test('operador1 takes the order, works it with events and a pasted image, pauses, reloads, resumes and finishes', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  expect(auditId).toBeGreaterThan(0);

  // Only the oldest waiting audit is offered: the demo's two older waiting audits go to the supervisor first, so
  // that the client's new order is the one operador1 is offered.
  const admin = await tokenOf(request, 'admin');
  const waiting = await request.get('/api/audits?estado=solicitud,pendiente', { headers: bearer(admin) });
  const people = await request.get('/api/users/assignable', { headers: bearer(admin) });
  const supervisor = ((await people.json()) as { data: Array<{ id: number; username: string }> }).data.find(
    (p) => p.username === 'supervisor',
  );
  for (const audit of ((await waiting.json()) as { auditorias: ApiAudit[] }).auditorias) {
    if (audit.id === auditId || audit.operadorId !== null || !audit.enTransito) continue;
    const assigned = await request.patch(`/api/audits/${audit.id}/assign`, {
      headers: bearer(admin),
      data: { operadorId: supervisor?.id },
    });
    expect(assigned.ok()).toBe(true);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'operador1');
  await expect(page.getByRole('heading', { name: 'Panel de Operador' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Auditorías Actuales' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // operador1 holds an assigned audit in the demo: taking is blocked until it is finished.
  const next = page.getByRole('region', { name: 'Próxima auditoría disponible' });
  await expect(next.getByText(TITLE)).toBeVisible();
  await expect(next.getByRole('button', { name: 'Tomar auditoría' })).toBeDisabled();
  await expect(next.getByTestId('take-blocked')).toHaveText(
    'Finaliza tu auditoría activa primero (asignadas: 1, en proceso: 0)',
  );
  await page.screenshot({ path: `${SCREENS}/operator-panel-blocked.png` });

  // Finish the assigned one first (what the panel offers): Iniciar, the details, INICIAR AUDITORÍA.
  const assignedSection = page.getByRole('region', { name: 'Asignadas' });
  await assignedSection
    .getByRole('article')
    .filter({ hasText: 'Atención al cliente en salón' })
    .getByRole('button', { name: 'Iniciar' })
    .click();
  await expect(page.getByRole('dialog', { name: /^Detalles de Auditoría #\d+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'INICIAR AUDITORÍA' }).click();
  await expect(page).toHaveURL(/\/audit-template\?auditId=\d+/);
  await page.getByRole('button', { name: 'Agregar evento' }).click();
  await page
    .getByRole('article', { name: 'Evento 1' })
    .getByLabel('Descripción')
    .fill('Atención correcta en salón');
  await finishAudit(page);

  // Now the client's order can be taken.
  await expect(next.getByText(TITLE)).toBeVisible();
  await expect(next.getByRole('button', { name: 'Tomar auditoría' })).toBeEnabled();
  await expect(page.getByTestId('completed-audits')).toContainText('Atención al cliente en salón');
  await page.screenshot({ path: `${SCREENS}/operator-panel.png`, fullPage: true });
  await next.getByRole('button', { name: 'Tomar auditoría' }).click();

  const detail = page.getByRole('dialog', { name: `Detalles de Auditoría #${auditId}` });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(TITLE);
  await expect(detail).toContainText('Demo Norte S.A.');
  await expect(detail).toContainText('Sucursal Belgrano');
  await expect(detail).toContainText('Prioritaria');
  await expect(detail).toContainText('La cámara 3 apunta a la caja 2.');
  await expect(detail.getByRole('button', { name: 'Descargar plano-sucursal.pdf' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/audit-detail.png` });
  await detail.getByRole('button', { name: 'INICIAR AUDITORÍA' }).click();
  await expect(page).toHaveURL(new RegExp(`/audit-template\\?auditId=${auditId}$`));

  // The worksheet: the client's file, two events, one pasted image, the texts.
  await expect(page.getByRole('heading', { name: `Planilla de Auditoría #${auditId}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar plano-sucursal.pdf' })).toBeVisible();
  await expect(page.getByTestId('worksheet-timer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Finalizar auditoría' })).toBeVisible();
  await page.getByLabel('Información Adicional').fill('Local de 120 m², dos cajas y depósito.');
  await page.getByRole('button', { name: 'Agregar evento' }).click();
  await page.getByRole('button', { name: 'Agregar evento' }).click();
  const first = page.getByRole('article', { name: 'Evento 1' });
  const second = page.getByRole('article', { name: 'Evento 2' });
  await first.getByLabel('Hora / marca de tiempo').fill('09:02');
  await first.getByLabel('Descripción').fill('Caja 1 abierta con dos minutos de demora');
  await second.getByLabel('Hora / marca de tiempo').fill('Cámara 3 — 11:40');
  await second.getByLabel('Descripción').fill('Cajero sin uniforme');
  await second.getByLabel('Observaciones').fill('Durante todo el turno');
  await second.getByRole('combobox', { name: 'Tipo de evento' }).click();
  await page.getByRole('option', { name: 'Infracción grave' }).click();

  // A screenshot pasted into the first event (selected by clicking in it): a synthetic paste of an image file.
  await first.getByLabel('Descripción').click();
  await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 900;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('sin canvas');
    const gradient = context.createLinearGradient(0, 0, 1600, 900);
    gradient.addColorStop(0, '#1e3a8a');
    gradient.addColorStop(1, '#16a34a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 900);
    context.fillStyle = '#ffffff';
    context.font = 'bold 96px sans-serif';
    context.fillText('CAM 3 — CAJA 1', 380, 480);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('sin imagen');
    const data = new DataTransfer();
    data.items.add(new File([blob], 'captura.png', { type: 'image/png' }));
    document.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(first.locator('[data-testid=event-images] img')).toHaveCount(1);
  await expect(second.locator('[data-testid=event-images] img')).toHaveCount(0);
  const size = await first.locator('[data-testid=event-images] img').evaluate(
    (img: HTMLImageElement) =>
      new Promise<[number, number]>((resolve) => {
        const probe = new Image();
        probe.onload = () => resolve([probe.naturalWidth, probe.naturalHeight]);
        probe.src = img.src;
      }),
  );
  expect(size).toEqual([600, 400]);

  await page.getByLabel('Canales de Visión Utilizados').fill('Canal 1 (cajas), Canal 3 (salón)');
  await page.getByLabel('Observaciones Finales').fill('Demoras en apertura y falta de uniforme.');
  await expect(page.getByTestId('save-status')).toHaveText(/^Guardado \d{2}:\d{2}$/, { timeout: 15_000 });
  await page.getByTestId('worksheet-overlay').evaluate((overlay) => overlay.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/worksheet-top.png` });
  await first.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/worksheet.png` });

  // Pause: a reason is required.
  await page.getByRole('button', { name: 'Pausar' }).click();
  const pause = page.getByRole('dialog', { name: 'Pausar auditoría' });
  await pause.getByRole('button', { name: 'Pausar' }).click();
  await expect(pause.getByRole('alert')).toHaveText('Por favor, especifica la razón para pausar');
  await pause.getByLabel('Razón de la pausa').fill('Corte de conexión con el DVR');
  await pause.getByRole('button', { name: 'Pausar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  const paused = page
    .getByRole('region', { name: 'Pausadas' })
    .getByRole('article')
    .filter({ hasText: TITLE });
  await expect(paused).toContainText('Corte de conexión con el DVR');

  // Reload: nothing typed is lost; resuming reopens the worksheet as it was.
  await page.reload();
  await paused.getByRole('button', { name: 'Reanudar' }).click();
  await expect(page).toHaveURL(new RegExp(`/audit-template\\?auditId=${auditId}$`));
  await expect(page.getByRole('article', { name: /^Evento \d$/ })).toHaveCount(2);
  await expect(first.getByLabel('Hora / marca de tiempo')).toHaveValue('09:02');
  await expect(first.getByLabel('Descripción')).toHaveValue('Caja 1 abierta con dos minutos de demora');
  await expect(first.locator('[data-testid=event-images] img')).toHaveCount(1);
  await expect(second.getByLabel('Descripción')).toHaveValue('Cajero sin uniforme');
  await expect(second.getByRole('combobox', { name: 'Tipo de evento' })).toHaveValue('Infracción grave');
  await expect(page.getByLabel('Información Adicional')).toHaveValue(
    'Local de 120 m², dos cajas y depósito.',
  );
  await expect(page.getByLabel('Canales de Visión Utilizados')).toHaveValue(
    'Canal 1 (cajas), Canal 3 (salón)',
  );
  await expect(page.getByLabel('Observaciones Finales')).toHaveValue(
    'Demoras en apertura y falta de uniforme.',
  );

  // Finish.
  await expect(page.getByRole('button', { name: 'Finalizar auditoría' })).toBeEnabled();
  await finishAudit(page);
  await expect(page.getByText('Auditoría completada')).toBeVisible();
  await expect(page.getByTestId('completed-audits')).toContainText(TITLE);
});

test('the tracking screen shows the finished audit with its whole timeline', async ({ page }) => {
  expect(auditId).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'supervisor');
  await page.getByRole('tab', { name: 'Auditorías', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Auditorías - Seguimiento Completo' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(String(auditId));
  const item = page.getByTestId(`tracking-audit-${auditId}`);
  await expect(item).toContainText(TITLE);
  await expect(item).toContainText('Terminada');
  await expect(item).toContainText('Olga Operadora');
  await item.getByRole('button', { name: 'Detalles' }).click();
  const timeline = item.getByTestId('audit-timeline');
  for (const step of ['Creada', 'Tomada por el operador', 'Iniciada', 'Pausada', 'Reanudada', 'Terminada']) {
    await expect(timeline.getByText(step, { exact: true }).first()).toBeVisible();
  }
  await expect(timeline).toContainText('Corte de conexión con el DVR');
  await expect(item.getByTestId('audit-details')).toContainText('plano-sucursal.pdf');
  await page.setViewportSize({ width: 1280, height: 1200 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/tracking-timeline.png`, fullPage: true });

  // The whole list, finished audits last.
  await item.getByRole('button', { name: 'Ocultar' }).click();
  await page.getByRole('textbox', { name: 'Buscar' }).fill('');
  await expect(page.getByTestId('tracking-list').getByRole('article').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/tracking.png` });
});

test('a client sees its delivered audits by branch', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'cliente');
  await expect(page.getByRole('heading', { name: 'Mis Auditorías' })).toBeVisible();
  const belgrano = page.getByRole('region', { name: 'Sucursal Sucursal Belgrano' });
  await expect(belgrano).toContainText('Auditoría integral de sucursal');
  await expect(belgrano).toContainText('$ 25.000');
  await expect(page.getByText('Costo (sin IVA)').first()).toBeVisible();
  // A finished audit not yet delivered stays out of the client's sight.
  await expect(page.getByText(TITLE)).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/client-audits.png` });
});

test('a group administrator sees its companies with totals, opens one and comes back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'grupo');
  await page.getByRole('tab', { name: 'Mis Auditorías', exact: true }).click();
  const consolidated = page.getByRole('region', { name: 'Vista consolidada' });
  await expect(consolidated).toContainText('Total de auditorías');
  await expect(consolidated).toContainText('Saldo pendiente');
  await page.screenshot({ path: `${SCREENS}/group-audits.png` });
  await page
    .getByRole('article', { name: 'Demo Sur S.R.L.' })
    .getByRole('button', { name: 'Ver auditorías' })
    .click();
  await expect(page.getByRole('region', { name: 'Sucursal Sucursal Lomas' })).toContainText(
    'Control de seguridad perimetral',
  );
  await page.getByRole('button', { name: 'Volver a la vista consolidada' }).click();
  await expect(consolidated).toBeVisible();
});
