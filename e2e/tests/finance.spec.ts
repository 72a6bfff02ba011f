import { expect, type Page, test } from '@playwright/test';
import { fillExpense, INTERNET_EXPENSE, openFinanceTab, openTab, signIn, signInElsewhere } from './helpers';

// Finance as the accountant, the admin and the client live it: an expense with its explanation, a client's period
// collected, the client's statement changing, the collection reverted and the balance back where it was.

const SCREENS = 'test-results/screens';

/** The figure shown on a card of the finance summary or of the statement, as its text. */
async function figure(page: Page, label: string): Promise<string> {
  const card = page.getByRole('article', { name: label });
  await expect(card).toBeVisible();
  // The card shows its label (upper-cased by CSS), the amount and sometimes a hint: the amount is the money text.
  const amount = /-?\s*\$\s*-?[\d.]+/.exec(await card.innerText());
  return amount ? amount[0].replace(/\s+/g, ' ').trim() : '';
}

test('the accountant records an expense only with its explanation', async ({ page }) => {
  await signIn(page, 'contable');
  await expect(page).toHaveURL(/\/dashboard/);
  await openFinanceTab(page, 'Resumen');
  await page.screenshot({ path: `${SCREENS}/finance-summary.png`, fullPage: true });
  await openFinanceTab(page, 'Egresos');
  // The accountant must explain every expense (15 characters or more after trimming); nothing is recorded before.
  const form = await fillExpense(page, { ...INTERNET_EXPENSE, explicacion: '   muy corta    ' });
  await form.getByRole('button', { name: 'Registrar gasto' }).click();
  await expect(form.getByRole('alert')).toHaveText('La explicación debe tener al menos 15 caracteres');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await form.getByLabel('Explicación').fill('Servicio mensual de conectividad del centro de monitoreo');
  await form.getByRole('button', { name: 'Registrar gasto' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText(INTERNET_EXPENSE.descripcion).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/finance-expenses.png`, fullPage: true });
});

test("the admin collects a client's period, the client sees it paid, the admin reverts it and the balance returns", async ({
  page,
  browser,
  baseURL,
}) => {
  const client = await signInElsewhere(browser, baseURL, 'cliente');
  await client.page.goto('/mi-cuenta');
  await expect(client.page.getByText('FACTURADA').first()).toBeVisible();
  const pendingBefore = await figure(client.page, 'Deuda pendiente');
  expect(pendingBefore).not.toMatch(/^\$ 0$/);

  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard/);
  await openTab(page, 'Finanzas');
  await openFinanceTab(page, 'Resumen');
  const cashBefore = await figure(page, 'Saldo real total');
  await openFinanceTab(page, 'Ingresos');
  const collectPeriod = page
    .getByRole('button', { name: /^Cobrar período .* de Demo Norte S\.A\.$/ })
    .first();
  await expect(collectPeriod).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/finance-receivables.png`, fullPage: true });
  await collectPeriod.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cobrar período' }).click();
  await expect(page.getByRole('button', { name: /^Cobrar período .* de Demo Norte S\.A\.$/ })).toHaveCount(0);

  // The client's statement now shows the audits paid and nothing pending.
  await client.page.reload();
  await expect(client.page.getByText('PAGADA').first()).toBeVisible();
  expect(await figure(client.page, 'Deuda pendiente')).toMatch(/^\$ 0$/);
  await client.page.screenshot({ path: `${SCREENS}/client-statement-paid.png`, fullPage: true });

  // The cash grew; reverting the collection brings it and the client's debt back.
  await openFinanceTab(page, 'Resumen');
  await expect.poll(() => figure(page, 'Saldo real total')).not.toBe(cashBefore);
  await openFinanceTab(page, 'Ingresos');
  const revert = page.getByRole('button', { name: /^Revertir cobro/ }).first();
  await revert.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revertir' }).click();
  await openFinanceTab(page, 'Resumen');
  await expect.poll(() => figure(page, 'Saldo real total')).toBe(cashBefore);
  await client.page.reload();
  await expect(client.page.getByText('FACTURADA').first()).toBeVisible();
  expect(await figure(client.page, 'Deuda pendiente')).toBe(pendingBefore);
  await client.context.close();
});

test("the accountant pays an operator's commissions apart from the salary; the admin reverts the payment", async ({
  page,
  browser,
  baseURL,
}) => {
  const pesos = (text: string) => Number(text.replace(/[^\d-]/g, ''));
  await signIn(page, 'contable');
  await expect(page).toHaveURL(/\/dashboard/);
  await openFinanceTab(page, 'Balance');
  const owedBefore = pesos(await figure(page, 'Sueldos pendientes'));
  await openFinanceTab(page, 'Personal');
  const total = page.getByTestId('staff-pending-total');
  await expect(total).toContainText(`$ ${owedBefore.toLocaleString('es-AR')}`);
  await page.getByRole('button', { name: 'Pagar comisiones de Olga Operadora' }).click();
  const dialog = page.getByRole('form', { name: 'Pagar comisiones' });
  await expect(dialog).toContainText('Comisiones adeudadas a Olga Operadora');
  await dialog.getByText('Pago Parcial').click();
  // More than is owed is refused in the dialog, in Spanish, and nothing is sent.
  await dialog.getByLabel('Monto a pagar').fill('999999999');
  await dialog.getByRole('button', { name: 'Pagar' }).click();
  await expect(dialog.getByText(/debe ser menor que lo adeudado en comisiones/)).toBeVisible();
  await dialog.getByLabel('Monto a pagar').fill('1000');
  await dialog.getByRole('button', { name: /^Pagar \$/ }).click();
  await expect(page.getByText('Pago parcial de comisiones registrado')).toBeVisible();
  await expect(page.getByText('Pago parcial de comisiones — Olga Operadora').first()).toBeVisible();
  await expect(total).toContainText(`$ ${(owedBefore - 1000).toLocaleString('es-AR')}`);
  await page.screenshot({ path: `${SCREENS}/finance-commissions-paid.png`, fullPage: true });
  // The Balance's pending salaries drop by what was paid.
  await openFinanceTab(page, 'Balance');
  await expect.poll(async () => pesos(await figure(page, 'Sueldos pendientes'))).toBe(owedBefore - 1000);

  // The admin reverts it with a reason: the commissions are owed again.
  const admin = await signInElsewhere(browser, baseURL, 'admin');
  await openTab(admin.page, 'Finanzas');
  await openFinanceTab(admin.page, 'Personal');
  await admin.page
    .getByRole('button', { name: /^Revertir pago de comisiones del movimiento/ })
    .first()
    .click();
  await admin.page
    .getByRole('dialog')
    .getByLabel(/Motivo de la reversión/)
    .fill('Se pagó a otra cuenta');
  await admin.page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
  await expect(admin.page.getByText('Esto creará un egreso compensatorio')).toBeVisible();
  await admin.page.getByRole('dialog').getByRole('button', { name: 'Revertir' }).click();
  await expect(admin.page.getByText(/Pago de comisiones revertido/)).toBeVisible();
  await admin.context.close();
  await page.reload();
  await openFinanceTab(page, 'Balance');
  await expect.poll(async () => pesos(await figure(page, 'Sueldos pendientes'))).toBe(owedBefore);
});
