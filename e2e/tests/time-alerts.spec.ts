import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// The supervisor's bell: the demo's delivered audit took 3 h of its 2 h estimate, so the server raised an EXCESO
// alert when the operator finished it; the supervisor sees it in the bell and resolves it.

const SCREENS = 'test-results/screens';

test('the supervisor sees the EXCESO alert in the bell and resolves it', async ({ page }) => {
  await signIn(page, 'supervisor');
  await expect(page).toHaveURL(/\/dashboard/);
  const bell = page.getByRole('banner').getByRole('button', { name: 'Notificaciones' });
  await expect(bell).toBeVisible();
  await bell.click();
  const alert = page.getByTestId('time-alert-item').filter({ hasText: 'EXCESO' }).first();
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Pendiente');
  await expect(alert).toContainText(/Estimado: 2 h/);
  await expect(alert).toContainText('Operador: Olga Operadora');
  await page.screenshot({ path: `${SCREENS}/time-alerts-bell.png` });

  await alert.getByRole('button', { name: 'Resolver' }).click();
  const confirm = alert.getByRole('button', { name: 'Confirmar' });
  await expect(confirm).toBeDisabled();
  await alert.getByLabel('Resolución').selectOption({ label: 'Error de estimación' });
  await alert.getByLabel('Nota (opcional)').fill('La sucursal tiene el doble de cámaras que el resto');
  await confirm.click();
  await expect(page.getByText('Alerta resuelta exitosamente')).toBeVisible();
  await expect(alert).toContainText('Resuelta');
  await expect(alert).toContainText(
    'Resolución: Error de estimación — La sucursal tiene el doble de cámaras',
  );
  await expect(alert.getByRole('button', { name: 'Resolver' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/time-alerts-resolved.png` });

  // An operator's bell has no time alerts.
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await signIn(page, 'operador1');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Notificaciones' })).toBeVisible();
  await expect(page.getByTestId('time-alerts-panel')).toHaveCount(0);
});
