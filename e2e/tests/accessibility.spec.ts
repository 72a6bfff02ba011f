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

// axe (WCAG 2 A and AA) on the main dialogs and flows of each role: no serious or critical violation. Every tab and
// inner tab of every role is scanned by phone.spec.ts, at 390×844 and at 1366×768, beside its layout checks.
// Each role's test collects the problems of all its screens and lists them together when it fails. The tests share
// one fresh demo database and do not depend on each other.

type Scan = (screen: string, include?: string) => Promise<void>;

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

test('the scan finds what it should: a nameless button and grey-on-white text planted in the login page', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  expect(await axeProblems(page, 'login')).toEqual([]);
  await page.evaluate(() => {
    const planted = document.createElement('div');
    planted.setAttribute('role', 'dialog');
    planted.setAttribute('aria-label', 'Plantado');
    planted.innerHTML =
      '<button type="button"><svg width="10" height="10"></svg></button><p style="color:#ccc;background:#fff">Texto tenue</p>';
    document.body.append(planted);
  });
  const problems = await axeProblems(page, 'login plantado', { include: '[role="dialog"]' });
  expect(problems.map((p) => p.split(' ')[2]).sort()).toEqual(['button-name', 'color-contrast']);
});

test('admin: the user form and detail, new audit, approve and return, messages, salaries', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { found, scan } = await signInToScan(page, 'admin');

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

test('supervisor: the review dialog with its approve and return steps', async ({ page }) => {
  test.setTimeout(90_000);
  const { found, scan } = await signInToScan(page, 'supervisor');

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

test('contable: the expense and collection dialogs', async ({ page }) => {
  test.setTimeout(90_000);
  const { found, scan } = await signInToScan(page, 'contable');

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

test('cliente: the new audit order', async ({ page }) => {
  test.setTimeout(90_000);
  const { found, scan } = await signInToScan(page, 'cliente');
  await openTab(page, 'Mis Pedidos');
  await scanDialog(page, scan, 'Crear Nueva Auditoría', () =>
    page.getByRole('button', { name: 'Solicitar nueva auditoría' }).click(),
  );
  expectNoAxeProblems(found);
});
