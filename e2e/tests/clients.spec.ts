import { expect, type Page, test } from '@playwright/test';
import { bearer, expectTabs, signIn, TINY_PDF, tokenOf } from './helpers';

// One client created by the admin is then used by the other steps: the tests run in order on one database.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const client = {
  nombre: `Vigilancia Austral ${stamp}`,
  email: `austral-${stamp}@example.com`,
  cuit: '30-71234567-9',
  telefono: '+54 11 4000-1234',
  contacto: 'Laura Austral',
  username: `austral${stamp}`.slice(0, 40),
  password: 'Austral2026',
  sucursal: 'Sucursal Centro',
};

async function openClientsTab(page: Page) {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('tab', { name: 'Clientes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Gestión de Clientes' })).toBeVisible();
}

test('an admin creates a complete client with a branch, a signed contract and its user', async ({ page }) => {
  await openClientsTab(page);
  await expect(page.getByRole('cell', { name: 'Demo Norte S.A.' })).toBeVisible();

  await page.getByRole('button', { name: 'Crear Cliente' }).click();
  const form = page.getByTestId('client-form');
  await expect(form.getByRole('heading', { name: 'Crear Nuevo Cliente Completo' })).toBeVisible();

  // Without name and email the form says so and sends nothing.
  await form.getByRole('button', { name: 'Crear Cliente Completo' }).click();
  await expect(form.getByTestId('client-form-error')).toHaveText('Nombre y email son obligatorios');

  const basic = form.getByRole('region', { name: 'Información básica' });
  await basic.getByLabel('Nombre del cliente').fill(client.nombre);
  await basic.getByLabel('Email').fill(client.email);
  await basic.getByLabel('CUIT / RUT').fill(client.cuit);
  await basic.getByLabel('Teléfono').fill(client.telefono);
  await basic.getByLabel('Contacto principal').fill(client.contacto);

  // The signed contract is required.
  await form.getByRole('button', { name: 'Crear Cliente Completo' }).click();
  await expect(form.getByTestId('client-form-error')).toHaveText(
    'El contrato es obligatorio. Debe adjuntar el archivo firmado.',
  );

  await form
    .getByRole('region', { name: 'Información del DVR' })
    .getByLabel('ID/IP del DVR')
    .fill('10.0.0.15');

  const value = form.getByRole('region', { name: 'Valor de la auditoría' });
  await value.getByLabel('Costo por auditoría').fill('1500');
  await expect(value.getByTestId('precio-urgente')).toHaveText(/3\.000/);

  const contract = form.getByRole('region', { name: 'Contrato' });
  await contract
    .getByLabel('Archivo del contrato firmado')
    .setInputFiles({ name: 'contrato-firmado.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await expect(contract.getByTestId('archivo-contrato')).toHaveText('contrato-firmado.pdf');
  await contract.getByLabel('Fecha de firma del contrato').fill('15/01/2026');
  await contract.getByLabel('Fecha de firma del contrato').press('Enter');
  await contract.getByLabel('Observaciones del contrato').fill('Contrato anual con renovación automática.');

  const user = form.getByRole('region', { name: 'Usuario asociado' });
  await user.getByLabel('Crear un usuario para este cliente').check();
  await user.getByLabel('Nombre de usuario').fill(client.username);
  await user.getByLabel(/^Contraseña/).fill(client.password);
  await user.getByLabel(/^Confirmar contraseña/).fill(`${client.password}x`);
  await expect(user.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Crear Cliente Completo' })).toBeDisabled();
  await user.getByLabel(/^Confirmar contraseña/).fill(client.password);
  await expect(form.getByRole('button', { name: 'Crear Cliente Completo' })).toBeEnabled();

  const branches = form.getByRole('region', { name: 'Sucursales' });
  await branches.getByRole('button', { name: 'Agregar Sucursal' }).click();
  const branchForm = branches.getByTestId('branch-form');
  await expect(branchForm.getByRole('heading', { name: 'Nueva Sucursal' })).toBeVisible();
  // Empty fields show what they inherit from the client.
  await expect(branchForm.getByLabel('Precio Prioritaria')).toHaveAttribute(
    'placeholder',
    /2\.250 \(heredado\)/,
  );
  await branchForm.getByLabel('Nombre de la sucursal').fill(client.sucursal);
  await branchForm.getByLabel('Dirección').fill('Av. Corrientes 1234, CABA');
  await branchForm.getByLabel('Precio Urgente').fill('4000');
  await branchForm.getByRole('button', { name: 'Guardar Sucursal' }).click();
  const branchTable = branches.getByRole('table', { name: 'Sucursales del cliente' });
  await expect(branchTable.getByText(client.sucursal, { exact: true })).toBeVisible();
  await expect(branchTable).toContainText('4.000');
  await expect(branchTable).toContainText('heredado');

  await page.screenshot({ path: 'test-results/screens/client-form.png', fullPage: true });

  await form.getByRole('button', { name: 'Crear Cliente Completo' }).click();
  await expect(page.getByText('Cliente y usuario creados exitosamente').first()).toBeVisible();
  await expect(form).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(client.nombre) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(client.email);
  await expect(row).toContainText('activo');

  // The search finds it by CUIT.
  await page.getByLabel('Buscar').fill(client.cuit);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toBeVisible();
  await page.getByLabel('Buscar').fill('');
  await expect(page.getByRole('cell', { name: 'Demo Norte S.A.' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/clients.png', fullPage: true });
});

test('the new client user signs in and sees only its own company', async ({ page }) => {
  await signIn(page, client.username, client.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await expectTabs(page, ['Mis Auditorías', 'Mis Pedidos', 'Mensajes']);
  await expect(page.getByRole('banner')).toContainText(client.contacto);
  await expect(page.getByRole('banner')).toContainText('Cliente');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const res = await page.request.get('/api/clients/for-audits?onlyActive=true', { headers });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as {
    data: Array<{ nombre: string; branches: Array<{ nombre: string }> }>;
  };
  expect(data.map((c) => c.nombre)).toEqual([client.nombre]);
  expect(data[0]?.branches.map((b) => b.nombre)).toEqual([client.sucursal]);
  expect(JSON.stringify(data)).not.toContain('Demo Norte S.A.');
});

test('the branches screen shows the new branch with its inherited values', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('tab', { name: 'Clientes y Sucursales' }).click();
  await expect(page.getByRole('heading', { name: 'Gestión de Clientes y Sucursales' })).toBeVisible();
  await expect(page.getByText('Total clientes')).toBeVisible();

  await page.getByLabel('Buscar').fill(client.sucursal);
  const card = page.getByRole('article', { name: `Cliente ${client.nombre}` });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article', { name: 'Cliente Demo Norte S.A.' })).toBeHidden();
  await card.getByRole('button', { name: new RegExp(client.nombre) }).click();
  const branch = card.getByRole('article', { name: `Sucursal ${client.sucursal}` });
  await expect(branch).toBeVisible();
  await expect(branch).toContainText('Av. Corrientes 1234, CABA');
  await expect(branch).toContainText('4 h');
  await expect(branch).toContainText('heredado');
  await expect(branch).toContainText('$ 4.000');
  await page.getByLabel('Buscar').fill('');
  await page.getByRole('article', { name: 'Cliente Demo Norte S.A.' }).getByRole('button').first().click();
  await expect(page.getByRole('article', { name: 'Sucursal Sucursal Belgrano' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/client-branches.png', fullPage: true });

  await branch.getByRole('button', { name: `Editar sucursal ${client.sucursal}` }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Editar Sucursal')).toBeVisible();
  await expect(modal.getByLabel('Nombre de la sucursal')).toHaveValue(client.sucursal);
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(modal).toBeHidden();
});

test('the Centro de Permisos blocks an operator for the client', async ({ page }) => {
  await openClientsTab(page);
  const row = page.getByRole('row', { name: new RegExp(client.nombre) });
  await row.getByRole('button', { name: 'Operadores' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Centro de Permisos')).toBeVisible();
  await expect(
    modal.getByText(
      'Este cliente no tiene operadores asignados: cualquier operador disponible puede tomar sus auditorías.',
    ),
  ).toBeVisible();

  await modal.getByRole('button', { name: 'Bloquear a Oscar Operador' }).click();
  await modal.getByLabel('Razón del bloqueo (opcional)').fill('  Pidió no trabajar con este cliente  ');
  await modal.getByRole('button', { name: 'Confirmar bloqueo de Oscar Operador' }).click();
  await expect(modal.getByText('Operador bloqueado exitosamente')).toBeVisible();
  const blocked = modal.getByRole('region', { name: 'Operadores bloqueados' });
  await expect(blocked.getByRole('article', { name: 'Oscar Operador' })).toContainText(
    'Razón: Pidió no trabajar con este cliente',
  );
  await modal.getByRole('button', { name: 'Asignar a Olga Operadora' }).click();
  await expect(modal.getByText('Operador asignado exitosamente')).toBeVisible();
  await expect(
    modal
      .getByRole('region', { name: 'Operadores asignados' })
      .getByRole('article', { name: 'Olga Operadora' }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/permissions.png', fullPage: true });

  const clientId = Number((await row.getAttribute('data-testid'))?.replace('client-row-', ''));
  const token = await tokenOf(page.request, 'admin');
  const res = await page.request.get(`/api/operator-permissions/blocked-operators/${clientId}`, {
    headers: bearer(token),
  });
  const { data } = (await res.json()) as {
    data: Array<{ operator: { name: string }; blockedReason: string }>;
  };
  expect(data).toEqual([
    expect.objectContaining({
      operator: expect.objectContaining({ name: 'Oscar Operador' }),
      blockedReason: 'Pidió no trabajar con este cliente',
    }),
  ]);

  // The footer's 'Cerrar' (the corner button of the dialog is named 'Cerrar' too).
  await modal
    .getByRole('button', { name: 'Cerrar', exact: true })
    .filter({ hasText: /^Cerrar$/ })
    .click();
  await expect(modal).toBeHidden();
});

test('the company settings require every field and save', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('tab', { name: 'Configuración' }).click();
  const info = page.getByRole('form', { name: 'Información de la empresa' });
  await expect(info.getByLabel('Nombre')).not.toHaveValue('');
  await expect(
    page.getByText('Los cambios se aplicarán a los nuevos reportes PDF de clientes.'),
  ).toBeVisible();
  const original = await info.getByLabel('Teléfono').inputValue();

  await info.getByLabel('Teléfono').fill('   ');
  await info.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Todos los campos son obligatorios')).toBeVisible();
  await info.getByRole('button', { name: 'Recargar' }).click();
  await expect(info.getByLabel('Teléfono')).toHaveValue(original);

  await info.getByLabel('Teléfono').fill('+54 11 5555-0000');
  await info.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('✅ Información de empresa actualizada correctamente')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/settings.png', fullPage: true });
  await expect(page.getByText('✅ Información de empresa actualizada correctamente')).toBeHidden({
    timeout: 6000,
  });
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Información de la empresa' }).getByLabel('Teléfono'),
  ).toHaveValue('+54 11 5555-0000');
});
