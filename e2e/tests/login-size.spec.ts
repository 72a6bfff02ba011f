import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

/** The login page's JavaScript budget, gzipped (apps/web/scripts/first-load-size.mjs, issue 26). */
const LOGIN_BUDGET = 250_000;
/** Set by apps/web/src/main.tsx when the signed-in app's code starts downloading ahead of sign-in. */
const PREFETCH_MARK = 'signed-in-app-prefetch';

/** What the build's own measurement says (the same dist/ the server serves). */
function measuredFromBuild(): { login: { jsGzip: number; files: number } } {
  const script = fileURLToPath(new URL('../../apps/web/scripts/first-load-size.mjs', import.meta.url));
  return JSON.parse(execFileSync(process.execPath, [script, '--json'], { encoding: 'utf8' }));
}

test('the login page downloads at most 250 kB of gzipped JavaScript; the signed-in app comes after it is shown', async ({
  browser,
  baseURL,
}) => {
  // A browser that accepts gzip only (the budget's measure); a fresh context, so nothing comes from a cache.
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PREFETCH_MARK);
  await page.waitForLoadState('networkidle');

  // Every JavaScript file the page downloaded, as its body came over the wire, split by the prefetch's mark.
  const downloads = await page.evaluate((markName) => {
    const mark = performance.getEntriesByName(markName)[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const js = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      new URL(entry.name).pathname.endsWith('.js'),
    );
    const total = (entries: PerformanceResourceTiming[]) =>
      entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
    const login = js.filter((entry) => entry.startTime < mark);
    const ahead = js.filter((entry) => entry.startTime >= mark);
    return {
      login: { files: login.length, bytes: total(login) },
      ahead: { files: ahead.length, bytes: total(ahead), names: ahead.map((e) => new URL(e.name).pathname) },
    };
  }, PREFETCH_MARK);
  console.log(
    `[login] ${downloads.login.bytes} B gzip in ${downloads.login.files} files; then ahead ${downloads.ahead.bytes} B in ${downloads.ahead.files}`,
  );

  expect(downloads.login.bytes).toBeGreaterThan(0);
  expect(downloads.login.bytes).toBeLessThanOrEqual(LOGIN_BUDGET);
  // The browser and the build's measurement agree: the script that guards the budget counts what is downloaded.
  const build = measuredFromBuild();
  expect(downloads.login).toEqual({ files: build.login.files, bytes: build.login.jsGzip });
  // The signed-in frame came ahead, after the login page was shown.
  expect(downloads.ahead.names.some((name) => /\/app-layout-[\w-]+\.js$/.test(name))).toBe(true);

  // Signing in then downloads only the start screen's own code: the frame and the dashboard page are there.
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByLabel('Email o Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('tab', { name: 'Resumen', selected: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const afterSignIn = await page.evaluate(
    (since) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime >= since && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
    clickedAt,
  );
  console.log(
    `[admin] after signing in ${afterSignIn.reduce((sum, e) => sum + e.bytes, 0)} B gzip in ${afterSignIn.length} files`,
  );
  expect(afterSignIn.filter((e) => /\/(app-layout|dashboard-page)-[\w-]+\.js$/.test(e.name))).toEqual([]);
  await context.close();
});
