import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo123';

/** Signs in through the login screen as a person would. */
export async function signIn(page: Page, identifier: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email o Usuario').fill(identifier);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

export async function expectTabs(page: Page, labels: string[]) {
  await expect(page.getByRole('tab')).toHaveText(labels);
}
