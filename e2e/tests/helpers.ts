import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

export const DEMO_PASSWORD = 'demo123';

/** Signs in through the login screen as a person would. */
export async function signIn(page: Page, identifier: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email o Usuario').fill(identifier);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** Signs in through the API (no screen): the session's bearer token and the user's id. */
export async function apiSignIn(
  request: APIRequestContext,
  login: string,
  password = DEMO_PASSWORD,
): Promise<{ token: string; id: number }> {
  const res = await request.post('/api/auth/login', { data: { email: login, password } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

/** The bearer token of `login`, signed in through the API. */
export async function tokenOf(request: APIRequestContext, login: string): Promise<string> {
  return (await apiSignIn(request, login)).token;
}

/** The header that sends a bearer token with an API request. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A tiny but well-formed PDF: the server checks that an uploaded file really is what its name says. */
export const TINY_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

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

/** Opens a tab of the finance screen (the dashboard has tabs of its own with the same names). */
export async function openFinanceTab(page: Page, label: string) {
  const tab = page
    .getByRole('tablist', { name: 'Secciones de finanzas' })
    .getByRole('tab', { name: label, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The office's internet bill: the expense the finance journey and the accessibility check record. */
export const INTERNET_EXPENSE = {
  descripcion: 'Abono de internet de la oficina',
  monto: '45000',
  categoria: 'Servicios',
};

/** Fills the finance screen's 'Nuevo gasto' form (not sent yet); answers the form. */
export async function fillExpense(
  page: Page,
  expense: { descripcion: string; monto: string; categoria: string; explicacion: string },
): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Nuevo gasto' });
  await form.getByLabel('Descripción').fill(expense.descripcion);
  await form.getByLabel('Monto').fill(expense.monto);
  await form.getByLabel('Categoría').selectOption({ label: expense.categoria });
  await form.getByLabel('Explicación').fill(expense.explicacion);
  return form;
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

/** The moment `days` whole days before now. */
export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 24 * 3600 * 1000);
}

/** A day in Buenos Aires, 'YYYY-MM-DD'. */
export function argentineDay(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The Argentine month of a moment, as the month and year selects name it. */
export function argentineMonth(at: Date): { mes: number; anio: number } {
  const [anio, mes] = argentineDay(at).split('-').map(Number) as [number, number];
  return { mes, anio };
}

/** The Spanish name of a month, as the screens show it ('Noviembre'). */
export function monthName(mes: number): string {
  const name = new Intl.DateTimeFormat('es-AR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, mes - 1, 15)),
  );
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The WCAG 2 A and AA rules axe checks (2.0, 2.1 and 2.2). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's own script, put into the page once per document. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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
  // axe runs inside the page, put there once per document (the app has no frames). @axe-core/playwright's
  // builder opened a second page for every scan to put the results together: 2 s a screen instead of 0.3 s.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
      };
      const context: ElementContext = include ? { include: [include] } : document;
      // Only the violations are gathered (not the passes): it halves the time of a scan.
      const results = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    { tags: WCAG_TAGS, include },
  );
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
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
