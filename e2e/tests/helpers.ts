import { mkdirSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
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
  await dashboardTabs(page).getByRole('tab', { name: label, exact: true }).click();
  await expect(dashboardTabs(page).getByRole('tab', { name: label, exact: true })).toHaveAttribute(
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

/** The WCAG 2 A and AA rules axe checks (2.0, 2.1 and 2.2). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until the screen settled (no loader spinning, transitions over), then runs axe on it (or on the part
 * `include` selects, a dialog say) and answers its serious and critical violations, one line each:
 * `screen: rule (impact) — help [n×] first targets`; the whole report goes to test-results/axe/<screen>.json.
 */
export async function axeProblems(
  page: Page,
  screen: string,
  { include }: { include?: string } = {},
): Promise<string[]> {
  await page
    .locator('.mantine-Loader-root:visible')
    .first()
    .waitFor({ state: 'hidden', timeout: 5_000 })
    .catch(() => undefined);
  // A modal fades in for 200 ms: its colours are checked once they are final.
  if ((await page.getByRole('dialog').count()) > 0) await page.waitForTimeout(250);
  // Only the violations are gathered (not the passes): it halves the time of a scan.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    // The whole report of a failing screen, for whoever fixes it.
    mkdirSync('test-results/axe', { recursive: true });
    writeFileSync(
      `test-results/axe/${screen.replace(/[^\w-]+/g, '_')}.json`,
      JSON.stringify(serious, null, 2),
    );
  }
  return serious.map(
    (v) =>
      `${screen}: ${v.id} (${v.impact}) — ${v.help} [${v.nodes.length}×] ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` «${n.any[0].message}»` : ''}`)
        .join(' | ')}`,
  );
}

/** Fails listing every problem found (an empty list passes). */
export function expectNoAxeProblems(problems: string[]) {
  expect(problems, `axe found ${problems.length} serious/critical problems:\n${problems.join('\n')}`).toEqual(
    [],
  );
}
