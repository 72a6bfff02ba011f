import { expect, test } from '@playwright/test';
import { bearer, dashboardTabs, expectTabs, signIn, tokenOf } from './helpers';

const roles: Array<{ login: string; name: string; role: string; tabs: string[]; start: string }> = [
  {
    login: 'admin',
    name: 'Ana Administradora',
    role: 'Administrador',
    tabs: [
      'Resumen',
      'Usuarios',
      'Clientes',
      'Clientes y Sucursales',
      'Auditorías',
      'Cola de Gestión',
      'Revisión de Auditorías',
      'Archivos',
      'Gestión de Auditorías',
      'Sueldos',
      'Control de Personal',
      'Finanzas',
      'Configuración',
      'Registro de actividad',
      'Mensajes',
    ],
    start: 'Resumen',
  },
  {
    login: 'supervisor@demo.ar',
    name: 'Sergio Supervisor',
    role: 'Supervisor',
    tabs: [
      'Resumen',
      'Cola de Gestión',
      'Revisión de Auditorías',
      'Mis Auditorías de Supervisor',
      'Auditorías Completas',
      'Auditorías',
      'Mensajes',
    ],
    start: 'Resumen',
  },
  {
    login: 'operador1',
    name: 'Olga Operadora',
    role: 'Operador',
    tabs: ['Mi Sesión', 'Mensajes'],
    start: 'Mi Sesión',
  },
  {
    login: 'operador2',
    name: 'Oscar Operador',
    role: 'Operador',
    tabs: ['Mi Sesión', 'Mensajes'],
    start: 'Mi Sesión',
  },
  {
    login: 'contable',
    name: 'Carla Contable',
    role: 'Contable',
    tabs: ['Finanzas', 'Control de Personal', 'Mensajes'],
    start: 'Finanzas',
  },
  {
    login: 'cliente',
    name: 'Carlos Norte',
    role: 'Cliente',
    tabs: ['Mis Auditorías', 'Mis Pedidos', 'Mensajes'],
    start: 'Mis Auditorías',
  },
  {
    login: 'cliente2@demo.ar',
    name: 'Silvia Sur',
    role: 'Cliente',
    tabs: ['Mis Auditorías', 'Mis Pedidos', 'Mensajes'],
    start: 'Mis Auditorías',
  },
  {
    login: 'grupo',
    name: 'Gabriela Grupo',
    role: 'Cliente',
    tabs: ['Resumen', 'Mis Auditorías', 'Mis Pedidos', 'Mensajes'],
    start: 'Resumen',
  },
];

for (const r of roles) {
  test(`${r.login} signs in and lands on its start tab`, async ({ page }) => {
    await signIn(page, r.login);
    await expect(page).toHaveURL(/\/dashboard/);
    await expectTabs(page, r.tabs);
    await expect(dashboardTabs(page).getByRole('tab', { selected: true })).toHaveText(r.start);
    const header = page.getByRole('banner');
    await expect(header).toContainText(r.name);
    await expect(header).toContainText(r.role);
    await page.screenshot({ path: `test-results/screens/start-${r.login.replace(/@.*/, '')}.png` });
  });
}

test('the login screen shows the server error and keeps the user there', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Sistema de Auditorías')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/login.png' });
  await signIn(page, 'admin', 'equivocada');
  await expect(page.getByText('Email, usuario o contraseña incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('route guards send people where they belong', async ({ page }) => {
  await page.goto('/finanzas');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/una-ruta-que-no-existe');
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, 'operador1');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/cola-gestion');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/sueldos-admin');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/audit-template');
  await expect(page.getByText('ID de auditoría no especificado')).toBeVisible();
});

test('logout ends the session and returns to the login screen', async ({ page }) => {
  await signIn(page, 'contable');
  await expect(dashboardTabs(page).getByRole('tab', { selected: true })).toHaveText('Finanzas');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const res = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
});

test('an admin closing the session sends the user back to login with the alert', async ({
  page,
  request,
}) => {
  await signIn(page, 'operador2');
  await expect(dashboardTabs(page).getByRole('tab', { selected: true })).toHaveText('Mi Sesión');
  const userId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('currentUser') ?? '{}').id as number,
  );

  const token = await tokenOf(request, 'admin');
  const closed = await request.post(`/api/work-sessions/close-user-session/${userId}`, {
    headers: bearer(token),
  });
  expect(closed.status()).toBe(200);

  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toContainText('Tu sesión fue cerrada por un administrador');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  await page.screenshot({ path: 'test-results/screens/forced-logout.png' });
});
