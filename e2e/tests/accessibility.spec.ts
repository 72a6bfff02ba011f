import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  axeProblems,
  bearer,
  dashboardTabs,
  expectNoAxeProblems,
  fillExpense,
  INTERNET_EXPENSE,
  openFinanceTab,
  openTab,
  signIn,
  tokenOf,
} from './helpers';

// axe (WCAG 2 A and AA) on every tab of every role and on the main dialogs: no serious or critical violation.
// Each role's test collects the problems of all its screens and lists them together when it fails. The tests share
// one fresh demo database and do not depend on each other.

type Scan = (screen: string, include?: string) => Promise<void>;

/** Tabs inside a panel (finance's, the queue's...) are the same for every role: each is scanned once. */
const scannedInnerTabs = new Set<string>();

/** Signs in as `login` (its dashboard shown) and answers the collector of the axe problems of its screens. */
async function signInToScan(page: Page, login: string) {
  await signIn(page, login);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(dashboardTabs(page)).toBeVisible();
  const found: string[] = [];
  const scan: Scan = async (screen, include) => {
    found.push(...(await axeProblems(page, `${login} · ${screen}`, { include })));
  };
  return { found, scan };
}

/** Every dashboard tab of the signed-in role, and every tab inside each one (finance, staff, history...). */
async function scanEveryTab(page: Page, scan: Scan) {
  const labels = await dashboardTabs(page).getByRole('tab').allInnerTexts();
  for (const label of labels) {
    await openTab(page, label);
    await scan(label);
    const inner = page.getByRole('tabpanel').getByRole('tab');
    const innerLabels = (await inner.allInnerTexts()).filter((t) => t.trim());
    for (const innerLabel of innerLabels.slice(1)) {
      if (scannedInnerTabs.has(`${label} › ${innerLabel}`)) continue;
      scannedInnerTabs.add(`${label} › ${innerLabel}`);
      await page.getByRole('tabpanel').getByRole('tab', { name: innerLabel, exact: true }).first().click();
      await scan(`${label} › ${innerLabel}`);
    }
  }
}

/** Opens a dialog with `open`, scans it (the page behind was scanned already), closes it with Escape. */
async function scanDialog(page: Page, scan: Scan, name: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await scan(name, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

function menuItem(page: Page, name: string): Locator {
  return page.getByRole('menuitem', { name, exact: true });
}

test('admin: every tab, the user form and detail, new audit, approve and return, messages, salaries', async ({
  page,
}) => {
  // About 30 screens: 1 to 2 minutes on a busy 2-core machine.
  test.setTimeout(150_000);
  const { found, scan } = await signInToScan(page, 'admin');
  await scanEveryTab(page, scan);

  await openTab(page, 'Usuarios');
  await scanDialog(page, scan, 'Nuevo Usuario', () =>
    page.getByRole('button', { name: 'Nuevo Usuario' }).click(),
  );
  await scanDialog(page, scan, 'detalle de usuario', () =>
    page
      .getByRole('button', { name: /^Ver detalle de / })
      .first()
      .click(),
  );

  await openTab(page, 'Auditorías');
  await scanDialog(page, scan, 'Crear Nueva Auditoría', () =>
    page.getByRole('button', { name: 'Crear Nueva Auditoría' }).click(),
  );

  await openTab(page, 'Gestión de Auditorías');
  const finished = page.getByRole('row').filter({ hasText: 'Terminada' }).first();
  for (const action of ['Aprobar', 'Devolver']) {
    await scanDialog(page, scan, `Gestión › ${action}`, async () => {
      await finished.getByRole('button', { name: /^Acciones de la auditoría #/ }).click();
      await menuItem(page, action).click();
    });
  }

  await openTab(page, 'Mensajes');
  await scanDialog(page, scan, 'Nueva conversación', () =>
    page.getByRole('button', { name: 'Nueva conversación' }).click(),
  );

  await page.goto('/sueldos-admin');
  await expect(page.getByRole('heading', { name: 'Administración de Sueldos' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Empleados' })
    .getByRole('button', { name: /Olga Operadora/ })
    .click();
  await expect(page.getByRole('form', { name: 'Configuración del sueldo' })).toBeVisible();
  await scan('Sueldos › configuración');

  expectNoAxeProblems(found);
});

test('supervisor: every tab and the review dialog with its approve and return steps', async ({ page }) => {
  test.setTimeout(90_000);
  const { found, scan } = await signInToScan(page, 'supervisor');
  await scanEveryTab(page, scan);

  await openTab(page, 'Revisión de Auditorías');
  await page
    .getByRole('button', { name: /^Revisar auditoría #\d+$/ })
    .first()
    .click();
  const modal = page.getByTestId('review-modal');
  await expect(modal).toBeVisible();
  await scan('Revisar auditoría', '[role="dialog"]');
  await modal.getByLabel('Comentarios del supervisor').fill('Falta la imagen de la puerta del depósito');
  await modal.getByRole('button', { name: 'Solicitar corrección' }).click();
  await expect(modal.getByRole('button', { name: 'Confirmar devolución' })).toBeVisible();
  await scan('Revisar › devolver', '[role="dialog"]');
  await page.keyboard.press('Escape');

  expectNoAxeProblems(found);
});

test('operador1: the assignment prompt, the panel, the audit detail, the worksheet and its dialogs', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Someone else assigns operador1 a waiting audit: the prompt 'Tomar auditoría asignada?' opens.
  const admin = await tokenOf(request, 'admin');
  const headers = bearer(admin);
  const waiting = await request.get('/api/audits?estado=pendiente', { headers });
  const people = await request.get('/api/users/assignable', { headers });
  const operador1 = ((await people.json()) as { data: Array<{ id: number; username: string }> }).data.find(
    (p) => p.username === 'operador1',
  );
  const free = (
    (await waiting.json()) as { auditorias: Array<{ id: number; operadorId: number | null }> }
  ).auditorias.find((a) => a.operadorId === null);
  expect(free && operador1).toBeTruthy();
  const assigned = await request.patch(`/api/audits/${free?.id}/assign`, {
    headers,
    data: { operadorId: operador1?.id },
  });
  expect(assigned.ok()).toBe(true);

  const { found, scan } = await signInToScan(page, 'operador1');
  const prompt = page.getByRole('dialog', { name: 'Tomar auditoría asignada?' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await scan('Tomar auditoría asignada?', '[role="dialog"]');
  // Nothing in progress: nothing to finish first or to pause.
  await expect(prompt.getByRole('button', { name: 'Pausar y hacer nueva' })).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Más tarde' }).click();
  await expect(prompt).toBeHidden();

  await scanEveryTab(page, scan);
  await openTab(page, 'Mi Sesión');
  await page
    .getByRole('region', { name: 'Asignadas' })
    .getByRole('article')
    .filter({ hasText: 'Atención al cliente en salón' })
    .getByRole('button', { name: 'Iniciar' })
    .click();
  await expect(page.getByRole('dialog', { name: /^Detalles de Auditoría #\d+$/ })).toBeVisible();
  await scan('Detalles de Auditoría', '[role="dialog"]');
  await page.getByRole('button', { name: 'INICIAR AUDITORÍA' }).click();
  await expect(page).toHaveURL(/\/audit-template\?auditId=\d+/);
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeEnabled();
  await page.getByRole('button', { name: 'Agregar evento' }).click();
  await page.getByRole('article', { name: 'Evento 1' }).getByLabel('Descripción').fill('Atención correcta');
  await scan('planilla');

  // The worksheet from the keyboard alone, its shortcuts on screen.
  await expect(page.getByRole('region', { name: 'Atajos de teclado' })).toContainText('Nuevo evento');
  await page.keyboard.press('Alt+n');
  const second = page.getByRole('article', { name: 'Evento 2' });
  await expect(second.getByLabel('Hora / marca de tiempo')).toBeFocused();
  await page.keyboard.type('14:32');
  await page.keyboard.press('Alt+t');
  const type = second.getByRole('combobox', { name: 'Tipo de evento' });
  await expect(type).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(type).not.toHaveValue('Infracción menor');
  await page.keyboard.press('Tab');
  await expect(second.getByLabel('Descripción')).toBeFocused();
  await page.keyboard.type('Cajero sin supervisión');
  // Ctrl+V of a screenshot: the image goes to the event being written.
  await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#336699';
      context.fillRect(0, 0, 300, 200);
    }
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'));
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([blob ?? new Blob()], 'captura.png', { type: 'image/png' }));
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
  });
  await expect(second.getByRole('button', { name: /^Quitar imagen / })).toHaveCount(1);
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/^Guardado \d/)).toBeVisible();
  await scanDialog(page, scan, 'Pausar auditoría', () => page.keyboard.press('Alt+p'));
  await expect(second.getByLabel('Descripción')).toHaveValue('Cajero sin supervisión');
  await scanDialog(page, scan, 'Finalizar auditoría', () => page.keyboard.press('Control+Enter'));

  expectNoAxeProblems(found);
});

test('contable: every tab and sub-tab of finance and staff, the expense and collection dialogs', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { found, scan } = await signInToScan(page, 'contable');
  await scanEveryTab(page, scan);

  await openTab(page, 'Finanzas');
  await openFinanceTab(page, 'Egresos');
  const form = await fillExpense(page, { ...INTERNET_EXPENSE, explicacion: '   corta   ' });
  await form.getByRole('button', { name: 'Registrar gasto' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await scan('Nuevo gasto con error', 'form');
  await form.getByLabel('Explicación').fill('Servicio mensual de conectividad del centro de monitoreo');
  await scanDialog(page, scan, 'Registrar gasto', () =>
    form.getByRole('button', { name: 'Registrar gasto' }).click(),
  );
  await openFinanceTab(page, 'Ingresos');
  await scanDialog(page, scan, 'Cobrar período', () =>
    page
      .getByRole('button', { name: /^Cobrar período .* de Demo Norte S\.A\.$/ })
      .first()
      .click(),
  );
  expectNoAxeProblems(found);
});

test('cliente: every tab, the new audit order, the account statement', async ({ page }) => {
  test.setTimeout(90_000);
  const { found, scan } = await signInToScan(page, 'cliente');
  await scanEveryTab(page, scan);
  await openTab(page, 'Mis Pedidos');
  await scanDialog(page, scan, 'Crear Nueva Auditoría', () =>
    page.getByRole('button', { name: 'Solicitar nueva auditoría' }).click(),
  );
  await page.goto('/mi-cuenta');
  await expect(page.getByText('Deuda pendiente').first()).toBeVisible();
  await scan('Mi cuenta');
  expectNoAxeProblems(found);
});

test('grupo: every tab', async ({ page }) => {
  test.setTimeout(90_000);
  const { found, scan } = await signInToScan(page, 'grupo');
  await scanEveryTab(page, scan);
  expectNoAxeProblems(found);
});
