import { type Browser, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo123';

/** Signs in through the login screen as a person would. */
export async function signIn(page: Page, identifier: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email o Usuario').fill(identifier);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** The dashboard's own tab list (panels may have tabs of their own). */
export function dashboardTabs(page: Page) {
  return page.getByTestId('dashboard-tabs');
}

export async function expectTabs(page: Page, labels: string[]) {
  await expect(dashboardTabs(page).getByRole('tab')).toHaveText(labels);
}

/** Opens a dashboard tab by its label. */
export async function openTab(page: Page, label: string) {
  await dashboardTabs(page).getByRole('tab', { name: label }).click();
  await expect(dashboardTabs(page).getByRole('tab', { name: label })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/**
 * A new browser context (its own local storage: another person at another computer) signed in as `identifier`.
 * `baseURL` is the test's fixture of the same name.
 */
export async function signInElsewhere(
  browser: Browser,
  baseURL: string | undefined,
  identifier: string,
  password = DEMO_PASSWORD,
) {
  const context = await browser.newContext({
    baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
  const page = await context.newPage();
  await signIn(page, identifier, password);
  await expect(page).toHaveURL(/\/dashboard/);
  return { context, page };
}
