import { expect, type Page, test } from '@playwright/test';
import { argentineMonth, daysAgo, monthName, signIn } from './helpers';

// Salaries as the admin lives them: an operator's month configured with two rest days, the operator's delivered
// audit counted, the salary paid, the payment reverted with a reason, and both entries in the finance movements.

const SCREENS = 'test-results/screens';
/** The amount a figure row of the current-salary panel shows. */
async function figure(page: Page, label: string): Promise<string> {
  const text = await page.getByTestId(`figure-${label}`).innerText();
  return (/-?\s*\$\s*-?[\d.]+/.exec(text)?.[0] ?? '').replace(/\s+/g, ' ').trim();
}

test('the admin configures, pays and reverts an operator salary, and finance shows both entries', async ({
  page,
}) => {
  // The demo's delivered audit by Olga Operadora was delivered eight days ago: its month is the one to pay.
  const period = argentineMonth(daysAgo(8));
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/sueldos-admin');
  await expect(page.getByRole('heading', { name: 'Administración de Sueldos' })).toBeVisible();

  const employees = page.getByRole('region', { name: 'Empleados' });
  await employees.getByLabel('Buscar empleado').fill('olga');
  await employees.getByRole('button', { name: /Olga Operadora/ }).click();
  await expect(page.getByRole('heading', { name: 'Olga Operadora' })).toBeVisible();
  const periodGroup = page.getByRole('group', { name: 'Período del sueldo' });
  await periodGroup.getByLabel('Año').selectOption(String(period.anio));
  await periodGroup.getByLabel('Mes').selectOption({ label: monthName(period.mes) });

  // Two rest days (the 10th and the 11th), marked on the calendar, then saved.
  const form = page.getByRole('form', { name: 'Configuración del sueldo' });
  await expect(form.getByLabel('Sueldo de referencia')).toHaveValue(/25[.]?000/);
  for (const day of [10, 11]) {
    const button = form.getByRole('button', { name: new RegExp(`^\\S+ ${day}(, feriado)?$`) });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await page.screenshot({ path: `${SCREENS}/salaries-config.png`, fullPage: true });
  await form.getByRole('button', { name: 'Guardar configuración' }).click();
  await expect(page.getByText(/^Configuración guardada/).first()).toBeVisible();

  // The operator's delivered audit counts in the month's salary.
  const delivered = page.getByTestId('stat-Auditorías hechas');
  await expect(delivered).toBeVisible();
  expect(Number((await delivered.innerText()).replace(/\D+/g, ''))).toBeGreaterThanOrEqual(1);
  const salary = page.getByTestId('current-salary');
  await expect(salary).toBeVisible();
  const final = await figure(page, 'Sueldo final');
  expect(final).toMatch(/^\$ [\d.]+$/);

  // Pay it whole.
  await salary.getByRole('button', { name: 'Pago Total' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pagar' }).click();
  await expect.poll(() => figure(page, 'Total pagado')).toBe(final);
  await expect.poll(() => figure(page, 'Saldo pendiente')).toBe('$ 0');
  await page.screenshot({ path: `${SCREENS}/salaries-paid.png`, fullPage: true });

  // Revert it: a reason is required, then the compensating-expense confirmation.
  await salary.getByRole('button', { name: 'Revertir Pago' }).click();
  const reasonForm = page.getByRole('form', { name: 'Revertir pago' });
  await reasonForm.getByRole('button', { name: /Revertir|Continuar/ }).click();
  await expect(page.getByRole('form', { name: 'Revertir pago' })).toBeVisible();
  await reasonForm.getByLabel('Motivo de la reversión').fill('Se pagó a la cuenta equivocada');
  await reasonForm.getByRole('button', { name: /Revertir|Continuar/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Esto creará un egreso compensatorio' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Revertir' }).click();
  await expect.poll(() => figure(page, 'Total pagado')).toBe('$ 0');
  await expect.poll(() => figure(page, 'Saldo pendiente')).toBe(final);
  await page.screenshot({ path: `${SCREENS}/salaries-reverted.png`, fullPage: true });

  // Finance: this month's movements show the payment and its reversal.
  await page.goto('/finanzas');
  const tab = page
    .getByRole('tablist', { name: 'Secciones de finanzas' })
    .getByRole('tab', { name: 'Egresos' });
  await tab.click();
  const movements = page.getByTestId('finance-expenses');
  await expect(movements.getByText(/^Pago Total: Sueldo .* Olga Operadora$/).first()).toBeVisible();
  await expect(
    movements
      .getByText(/^Reversión: Pago de sueldo Sueldo .* Olga Operadora \(Se pagó a la cuenta equivocada\)$/)
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/salaries-finance.png`, fullPage: true });
});
