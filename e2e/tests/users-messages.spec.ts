import { expect, type Page, test } from '@playwright/test';
import { expectTabs, openTab, signIn, signInElsewhere } from './helpers';

const SCREENS = 'test-results/screens';
const suffix = Date.now().toString(36).slice(-5);
const operator = {
  name: `Omar Nuevo ${suffix}`,
  email: `omar.${suffix}@demo.ar`,
  username: `omar${suffix}`,
  password: 'clave-segura-1',
};

async function openUsers(page: Page) {
  await openTab(page, 'Usuarios');
  await expect(page.getByRole('heading', { name: 'Gestión de Usuarios' })).toBeVisible();
  await expect(page.getByTestId('users-table')).toBeVisible();
}

// The steps build on each other (the operator created first signs in next): one after the other, stop at a failure.
test.describe.configure({ mode: 'serial' });

test.describe('users, messages and impersonation', () => {
  test('the admin creates an operator in the users screen', async ({ page }) => {
    await signIn(page, 'admin');
    await openUsers(page);
    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Usuario' });

    // Nothing typed: the spec's validation texts, and nothing is sent.
    await dialog.getByRole('button', { name: 'Crear Usuario' }).click();
    await expect(dialog.getByText('El nombre es obligatorio')).toBeVisible();
    await expect(dialog.getByText('El email es obligatorio')).toBeVisible();
    await expect(dialog.getByText('La contraseña es obligatoria para usuarios nuevos')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(operator.name);
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(operator.email);
    await dialog.getByRole('textbox', { name: 'Usuario', exact: true }).fill(operator.username);
    await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('corta');
    await dialog.getByRole('button', { name: 'Crear Usuario' }).click();
    await expect(dialog.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(operator.password);
    await expect(dialog.getByRole('combobox', { name: 'Rol' })).toHaveValue('Operador');
    await dialog.getByRole('button', { name: 'Crear Usuario' }).click();

    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(operator.name) });
    await expect(row).toContainText(operator.username);
    await expect(row).toContainText('Operador');
    await expect(row).toContainText('Activo');
    await expect(row).toContainText('Nunca');
    await expect(page.getByText('Usuario creado exitosamente')).toBeVisible();
    await screenshot(page, 'users.png');
  });

  test('the operator writes to the supervisor, who is notified, opens the chat and replies', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // The supervisor is already working when the message arrives.
    const supervisor = await signInElsewhere(browser, baseURL, 'supervisor');
    await expect(supervisor.page.getByRole('tab', { selected: true })).toHaveText('Resumen');
    // Their overview lists the users read-only.
    await expect(supervisor.page.getByRole('heading', { name: 'Usuarios del Sistema' })).toBeVisible();
    await expect(supervisor.page.getByRole('button', { name: 'Nuevo Usuario' })).toHaveCount(0);

    const op = await signInElsewhere(browser, baseURL, operator.username, operator.password);
    await expect(op.page.getByRole('banner')).toContainText(operator.name);
    await openTab(op.page, 'Mensajes');
    await expect(op.page.getByText('No tienes conversaciones')).toBeVisible();
    await expect(op.page.getByText('Selecciona una conversación para empezar')).toBeVisible();
    await op.page.getByRole('button', { name: 'Nueva conversación' }).click();
    await op.page.getByRole('button', { name: 'Escribir a Sergio Supervisor' }).click();
    const opComposer = op.page.getByRole('textbox', { name: 'Mensaje para Sergio Supervisor' });
    const question = `Hola Sergio, ¿reviso primero Belgrano? (${suffix})`;
    await opComposer.fill(question);
    await opComposer.press('Enter');
    const opChat = op.page.getByTestId('chat-area');
    await expect(opChat.getByTestId('chat-message')).toHaveText(new RegExp(escapeRegExp(question)));
    await expect(opComposer).toHaveValue('');

    // Within one poll (10 s) the supervisor gets the toast with the sender and the content.
    const toast = supervisor.page.getByTestId('new-message-toast');
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(toast).toContainText('Nuevo Mensaje');
    await expect(toast).toContainText(operator.name);
    await expect(toast).toContainText(question);
    await toast.click();
    await expect(supervisor.page).toHaveURL(/tab=messages/);
    const supChat = supervisor.page.getByTestId('chat-area');
    await expect(supChat).toContainText(question);
    const reply = `Sí, empezá por Belgrano. (${suffix})`;
    const supComposer = supervisor.page.getByRole('textbox', { name: `Mensaje para ${operator.name}` });
    await supComposer.fill(reply);
    await supComposer.press('Enter');
    await expect(supChat).toContainText(reply);

    // The operator's screen picks the reply up on its own.
    await expect(opChat).toContainText(reply, { timeout: 15_000 });
    await expect(op.page.getByRole('button', { name: /Conversación con Sergio Supervisor/ })).toBeVisible();
    await screenshot(op.page, 'messages.png');

    await supervisor.context.close();
    await op.context.close();
  });

  test('the admin sends an administrative message from the user detail', async ({ page }) => {
    // Tall enough for the whole detail in the screenshot.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await signIn(page, 'admin');
    await openUsers(page);
    await page.getByRole('button', { name: 'Ver detalle de Carlos Norte' }).click();
    const detail = page.getByRole('dialog', { name: /Carlos Norte/ });
    await expect(detail.getByRole('region', { name: 'Información básica' })).toContainText('cliente@demo.ar');
    await expect(detail.getByRole('region', { name: 'Historial de conexiones' })).toBeVisible();
    const messages = detail.getByRole('region', { name: 'Mensajes Administrativos' });
    const send = messages.getByRole('button', { name: 'Enviar Mensaje' });
    const alert = messages.getByRole('button', { name: 'Enviar Alerta' });
    await expect(send).toBeDisabled();
    await expect(alert).toBeDisabled();
    await messages.getByRole('textbox', { name: 'Mensaje para Carlos Norte' }).fill('   ');
    await expect(send).toBeDisabled();
    await messages
      .getByRole('textbox', { name: 'Mensaje para Carlos Norte' })
      .fill('Recordá cargar las observaciones de la sucursal Núñez.');
    await alert.click();
    const history = messages.getByTestId('admin-messages-history');
    await expect(history).toContainText('Recordá cargar las observaciones de la sucursal Núñez.');
    await expect(history).toContainText('Alerta');
    await expect(history).toContainText('Ana Administradora');
    await expect(history).toContainText('No leído');
    await page.screenshot({ path: `${SCREENS}/user-detail.png` });
  });

  test('the admin impersonates cliente and comes back', async ({ page }) => {
    await signIn(page, 'admin');
    await openUsers(page);
    const row = page.getByRole('row', { name: /Carlos Norte/ });
    await row.getByRole('button', { name: 'Impersonar' }).click();
    await page
      .getByRole('dialog', { name: '¿Impersonar usuario?' })
      .getByRole('button', { name: 'Impersonar' })
      .click();

    const banner = page.getByTestId('impersonation-banner');
    await expect(banner).toContainText('MODO IMPERSONACIÓN');
    await expect(banner).toContainText('Carlos Norte');
    await expect(banner).toContainText('Ana Administradora');
    // The impersonation view first (the client's dashboard and tracking), then the client's own tabs.
    await expectTabs(page, ['Vista de impersonación', 'Mis Auditorías', 'Mis Pedidos', 'Mensajes']);
    await expect(page).toHaveURL(/\/dashboard\?tab=impersonacion/);
    await expect(page.getByTestId('impersonation-panel-client-dashboard')).toBeVisible();
    await expect(page.getByTestId('impersonation-panel-tracking')).toBeVisible();
    await expect(page.getByTestId('current-user-name')).toHaveText('Carlos Norte');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).not.toBeNull();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('adminUser') ?? '{}').name as string),
    ).toBe('Ana Administradora');
    // A reload keeps the impersonation (the server says who is behind it).
    await page.reload();
    await expect(banner).toContainText('Carlos Norte');
    await screenshot(page, 'impersonation.png');

    await banner.getByRole('button', { name: 'Salir de impersonación' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=users/);
    await expect(banner).toBeHidden();
    await expect(page.getByTestId('current-user-name')).toHaveText('Ana Administradora');
    await expect(page.getByRole('heading', { name: 'Gestión de Usuarios' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('adminUser'))).toBeNull();
  });
});

/** The whole page from the top (the fixed header stays where it belongs). */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/${name}`, fullPage: true });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
