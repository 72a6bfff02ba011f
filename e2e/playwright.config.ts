import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4199);

/** The journeys on one server; the accessibility and phone checks on one server each. */
const SERVERS = [
  {
    name: 'journeys',
    port: PORT,
    testMatch: '**/*.spec.ts',
    testIgnore: ['**/accessibility.spec.ts', '**/phone.spec.ts'],
  },
  { name: 'accessibility', port: PORT + 1, testMatch: '**/accessibility.spec.ts', testIgnore: [] },
  { name: 'phone', port: PORT + 2, testMatch: '**/phone.spec.ts', testIgnore: [] },
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two workers, at most one per project (below): the journeys run beside the screen checks, each group on its own
  // server and database, and the tests of a group stay one after another in file order (the journeys build on each
  // other's data: two of their files at once made one's figures another's).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // The longest journeys (finance, salaries, staff) take 20–40 s on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // A failed test keeps its trace: the page's DOM at each step. The screencast (a screenshot a frame) made every
    // test a fifth slower on a 2-core machine; E2E_TRACE=full records it too.
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell (package chromium-headless-shell): the same engine without the browser's window
      // machinery, as Playwright itself uses for headless runs; the suite took a quarter less time than in
      // /usr/bin/chromium. CHROMIUM_PATH=/usr/bin/chromium runs it in the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Each group of specs gets its own server on its own fresh demo database: the journeys change the demo data as a
  // person would (they take, finish and pay), and the screen checks (accessibility, phone) start from the demo as
  // it is seeded, whatever ran before them.
  projects: SERVERS.map((server) => ({
    name: server.name,
    testMatch: server.testMatch,
    testIgnore: server.testIgnore,
    workers: 1,
    use: { baseURL: `http://localhost:${server.port}` },
  })),
  webServer: SERVERS.map((server) => ({
    command: 'node scripts/start-server.mjs',
    url: `http://localhost:${server.port}/api/health`,
    env: { PORT: String(server.port), RATE_LIMIT_PER_MINUTE: '100000' },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
