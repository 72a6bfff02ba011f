import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// The figures tie together after the journeys that ran before on the same server (audits taken, finished,
// delivered and collected, expenses, salaries): '/finanzas-debug' shows every invariant of the reconciliation OK,
// for the admin and for the accountant, with the rows behind each one.

test("'Conciliación' in /finanzas-debug: every invariant OK, with its rows, for the admin and the accountant", async ({
  page,
}) => {
  for (const who of ['admin', 'contable']) {
    await signIn(page, who);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/finanzas-debug');
    const section = page.getByRole('region', { name: 'Conciliación' });
    await expect(section.getByText('Todas las cifras concilian')).toBeVisible({ timeout: 30_000 });
    for (const title of [
      'Estados de cuenta = cuentas a cobrar por cliente',
      'Total de cuentas a cobrar = suma por cliente',
      'Sueldos pendientes del Balance = sueldos impagos + comisiones',
      'Insumos de sueldos = control horario',
      'Libro diario balanceado',
      'Meses cerrados sin cambios',
    ])
      await expect(
        section.getByRole('article', { name: title }).getByText('OK', { exact: true }),
      ).toBeVisible();
    // The rows behind the staff hours: one per employee and measure.
    const inputs = section.getByRole('article', { name: 'Insumos de sueldos = control horario' });
    await inputs.getByRole('button', { name: /^Ver filas/ }).click();
    await expect(inputs.getByRole('cell', { name: 'Olga Operadora: horas trabajadas' })).toBeVisible();
    await page.evaluate(() => window.localStorage.clear());
  }
});
