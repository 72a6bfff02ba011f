import { expect, test } from '@playwright/test';
import { argentineDay, daysAgo, openTab, signIn, signInElsewhere } from './helpers';

// Staff time control as the admin lives it: the operator working now shows as connected, her month calendar and
// today's detail open, the admin closes her session (her next request signs her out) and prints her monthly report.

const SCREENS = 'test-results/screens';

/** The latest working day before today (the demo's unauthorized long day of Oscar Operador): not a Sunday. */
function latestWorkday(): string {
  for (let n = 1; ; n++) {
    const day = argentineDay(daysAgo(n));
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) return day;
  }
}

test('the admin follows an operator, closes her session and prints her monthly report', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const operator = await signInElsewhere(browser, baseURL, 'operador1');

  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard/);
  await openTab(page, 'Control de Personal');
  const card = page.getByRole('article', { name: 'Olga Operadora' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Conectado', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/staff-centre.png`, fullPage: true });

  // The month calendar and today's detail: her session of today, still open.
  await card.getByRole('button', { name: 'Ver calendario' }).click();
  await card.getByTestId(`calendar-day-${argentineDay()}`).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('Horas totales')).toBeVisible();
  await expect(detail.getByText('Inicio de sesión')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/staff-day-detail.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);

  // Oscar stayed 9 h 30 min on his latest working day without an authorization: the admin authorizes it from
  // that day's detail.
  const longDay = latestWorkday();
  await page.getByLabel('Mes', { exact: true }).selectOption(String(Number(longDay.slice(5, 7))));
  await page.getByLabel('Año', { exact: true }).fill(longDay.slice(0, 4));
  const oscar = page.getByRole('article', { name: 'Oscar Operador' });
  await oscar.getByRole('button', { name: 'Ver calendario' }).click();
  await oscar.getByTestId(`calendar-day-${longDay}`).click();
  const longDetail = page.getByRole('dialog', { name: /Detalle del día/ });
  await expect(longDetail.getByText('1 h 30 min (sin autorizar)')).toBeVisible();
  await longDetail.getByRole('button', { name: 'Autorizar horas extras' }).click();
  const overtime = page.getByRole('form', { name: 'Autorizar horas extras' });
  await overtime.getByRole('button', { name: 'Autorizar' }).click();
  await expect(overtime).toBeVisible();
  await overtime.getByLabel(/Motivo/).fill('Relevamiento extra pedido por Demo Sur');
  await overtime.getByRole('button', { name: 'Autorizar' }).click();
  await expect(longDetail.getByText(/autorizadas 4 h/)).toBeVisible();
  await expect(longDetail.getByText(/Relevamiento extra pedido por Demo Sur/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/staff-overtime.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await expect(longDetail).toHaveCount(0);

  // Close her session: asked first; her next request takes her back to the sign-in page.
  await card.getByRole('button', { name: 'Cerrar sesión' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '¿Cerrar la sesión de Olga Operadora?' });
  await confirm.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(card.getByText('Desconectado', { exact: true })).toBeVisible();
  await operator.page.reload();
  await expect(operator.page).toHaveURL(/\/login/);
  await operator.context.close();

  // The printable monthly report opens in a new tab, and prints on A4.
  const [report] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('link', { name: 'Imprimir reporte' }).click(),
  ]);
  const sheet = report.getByRole('article', { name: 'Reporte mensual' });
  await expect(sheet).toBeVisible();
  await expect(report.getByTestId('report-name')).toHaveText(/Olga Operadora/);
  await expect(report.getByTestId('report-totals')).toContainText('Horas logueadas');
  await expect(report.getByTestId('report-francos-note')).toBeVisible();
  await expect(report.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await report.screenshot({ path: `${SCREENS}/staff-report.png`, fullPage: true });
  await report.emulateMedia({ media: 'print' });
  await report.pdf({ path: `${SCREENS}/staff-report.pdf`, format: 'A4' });
});
