import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeProblems, dashboardTabs, signIn } from './helpers';

// The screens people use on a phone, at 390×844: the operator panel, the worksheet, the client dashboard and its
// reports. Each one fits the width (the page never scrolls sideways) and its key buttons are on screen and can be
// pressed. Screenshots: test-results/phone-*.png.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const WIDTH = 390;

/** The page does not scroll sideways (tables scroll inside their own box). */
async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return {
      scrollWidth: root.scrollWidth,
      wide: [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .filter(
          (e) => !e.closest('.mantine-ScrollArea-viewport, .mantine-Table-scrollContainer, [data-scroll-x]'),
        )
        .slice(0, 5)
        .map(
          (e) =>
            `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 2).join('.')} ${Math.round(e.getBoundingClientRect().right)}px`,
        ),
    };
  });
  expect(overflow.scrollWidth, `the page scrolls sideways: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(
    WIDTH + 1,
  );
}

/** On screen once scrolled to, inside the width, and pressable (nothing covers it). */
async function expectUsable(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeVisible();
  await expect(button).toBeInViewport();
  const box = await button.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= WIDTH + 1, 'the button lies within the width').toBe(true);
  await button.click({ trial: true });
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/phone-${name}.png`, fullPage: true });
}

test('operator: the panel and the worksheet on a phone', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'operador1');
  await expect(page.getByRole('heading', { name: 'Panel de Operador' })).toBeVisible();
  // On a phone the sections are one menu, not a bar of tabs.
  await expect(page.getByRole('combobox', { name: 'Sección' })).toBeVisible();
  await expect(dashboardTabs(page)).toBeHidden();
  const start = page
    .getByRole('region', { name: 'Asignadas' })
    .getByRole('article')
    .filter({ hasText: 'Atención al cliente en salón' })
    .getByRole('button', { name: 'Iniciar' });
  await expect(start).toBeVisible();
  await expectFitsWidth(page);
  await expectUsable(page.getByRole('tab', { name: 'Historial Completo' }));
  await expectUsable(start);
  await shot(page, 'operator-panel');

  await start.click();
  const detail = page.getByRole('dialog', { name: /^Detalles de Auditoría #\d+$/ });
  await expect(detail).toBeVisible();
  await expectUsable(detail.getByRole('button', { name: 'INICIAR AUDITORÍA' }));
  await page.screenshot({ path: 'test-results/phone-audit-detail.png' });
  await detail.getByRole('button', { name: 'INICIAR AUDITORÍA' }).click();

  await expect(page).toHaveURL(/\/audit-template\?auditId=\d+/);
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeEnabled();
  await page.getByRole('button', { name: 'Agregar evento' }).click();
  await page
    .getByRole('article', { name: 'Evento 1' })
    .getByLabel('Descripción')
    .fill('Atención correcta en salón');
  await expectFitsWidth(page);
  for (const name of ['Volver al panel', 'Agregar evento', 'Pausar', 'Finalizar auditoría']) {
    await expectUsable(page.getByRole('button', { name, exact: true }));
  }
  await expectUsable(page.getByRole('button', { name: 'Eliminar evento 1' }));
  // On a touch screen the sheet shows no keyboard shortcuts; its priority and state badges are whole.
  await expect(page.getByRole('region', { name: 'Atajos de teclado' })).toHaveCount(0);
  expect(await layoutProblems(page, 'worksheet', true)).toEqual([]);
  await shot(page, 'worksheet');
});

test('client: the dashboard, its reports and the account statement on a phone', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'cliente');
  await expect(page.getByRole('heading', { name: 'Mis Auditorías' })).toBeVisible();
  const firstPdf = page.getByRole('button', { name: /^Descargar PDF de la auditoría #\d+$/ }).first();
  await expect(firstPdf).toBeVisible();
  await expectFitsWidth(page);
  await expectUsable(page.getByRole('button', { name: 'Solicitar nueva auditoría' }));
  const quick = page.getByRole('group', { name: 'Accesos rápidos' });
  await expectUsable(
    quick
      .getByRole('link', { name: 'Ver reportes' })
      .or(quick.getByRole('button', { name: 'Ver reportes' }))
      .first(),
  );
  await expectUsable(
    quick
      .getByRole('link', { name: 'Estado de cuenta' })
      .or(quick.getByRole('button', { name: 'Estado de cuenta' }))
      .first(),
  );
  await shot(page, 'client-dashboard');

  // The reports: each delivered audit's PDF can be downloaded from the list.
  await expectUsable(firstPdf);
  await expectFitsWidth(page);
  await page.screenshot({ path: 'test-results/phone-client-reports.png' });

  await page.goto('/mi-cuenta');
  await expect(page.getByText('Deuda pendiente').first()).toBeVisible();
  await expectFitsWidth(page);
  await shot(page, 'client-account');
});

// Every role's screens (each dashboard tab and the tabs inside it, the account and salary pages), at 390×844 on a
// touch phone and at 1366×768: the page never scrolls sideways, every action of a list row or card lies inside the
// width, no text is squeezed into a sliver, badges are whole, axe finds nothing serious or critical. On the phone
// also: no box scrolls sideways (lists are cards), row and card buttons are at least 44 px, and the section menu
// leaves the screen to the content. Each role's test lists every problem of all its screens together.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** The layout problems of the screen shown, one line each (an empty list: none). */
async function layoutProblems(page: Page, screen: string, phone: boolean): Promise<string[]> {
  const found = await page.evaluate((phone) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const name = (e: Element) => {
      const text = (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().replace(/\s+/g, ' ');
      const id = e.getAttribute('data-testid');
      return `${e.tagName.toLowerCase()}${id ? `[${id}]` : ''} «${text.slice(0, 40)}»`;
    };
    // Inside a box clipped to nothing (Mantine's VisuallyHidden: text for screen readers only), nothing is on screen.
    const clippedAway = (e: Element) => {
      for (let a: Element | null = e; a; a = a.parentElement) {
        const box = a.getBoundingClientRect();
        const style = getComputedStyle(a);
        if (box.width <= 1 && box.height <= 1 && (style.overflow === 'hidden' || style.clip !== 'auto'))
          return true;
      }
      return false;
    };
    const shown = (e: Element) => {
      const box = e.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        e.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !clippedAway(e)
      );
    };
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > width + 1)
      problems.push(`the page scrolls sideways (${root.scrollWidth} px wide)`);
    const all = [...document.querySelectorAll('body *')];
    for (const e of all) {
      if (!shown(e)) continue;
      const style = getComputedStyle(e);
      // A box that scrolls sideways (a table wider than the phone).
      if (
        phone &&
        !['INPUT', 'TEXTAREA', 'SELECT'].includes(e.tagName) &&
        (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
        e.scrollWidth > e.clientWidth + 1
      )
        problems.push(`a box scrolls sideways: ${name(e)} (${e.scrollWidth} px in ${e.clientWidth} px)`);
      // Text squeezed into a sliver: a narrow element (under 96 px: a few letters a line) whose own text wraps to
      // more than three lines.
      const own = [...e.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (own.length > 3) {
        const box = e.getBoundingClientRect();
        const fontSize = Number.parseFloat(style.fontSize);
        const line = style.lineHeight === 'normal' ? fontSize * 1.2 : Number.parseFloat(style.lineHeight);
        if (box.width < 96 && box.height > 3.5 * line)
          problems.push(`text squeezed to ${Math.round(box.width)} px: ${name(e)}`);
        // Text past the screen's edge (cut off by a box wider than the screen).
        if (phone && (box.left < -1 || box.right > width + 1))
          problems.push(
            `text past the edge (${Math.round(box.left)}–${Math.round(box.right)} px): ${name(e)}`,
          );
      }
    }
    // A badge cut short ("EN …").
    for (const e of document.querySelectorAll('.mantine-Badge-label')) {
      if (shown(e) && e.scrollWidth > e.clientWidth + 1) problems.push(`a badge is cut: ${name(e)}`);
    }
    // Each choice of a segmented control (period pickers, filters) is a 44 px target on a phone.
    if (phone)
      for (const e of document.querySelectorAll('.mantine-SegmentedControl-label')) {
        const box = e.getBoundingClientRect();
        if (shown(e) && box.height < 43.5)
          problems.push(`a segmented control choice is ${Math.round(box.height)} px tall: ${name(e)}`);
      }
    // The actions of list rows and cards: inside the width; on a phone at least 44 px.
    const rows = document.querySelectorAll('tbody tr, [data-row-card], article');
    const actions = new Set<Element>();
    for (const row of rows)
      for (const a of row.querySelectorAll('button, a[href], [role="button"]')) if (shown(a)) actions.add(a);
    for (const a of actions) {
      const box = a.getBoundingClientRect();
      if (box.left < -1 || box.right > width + 1)
        problems.push(
          `a row action lies outside the width (${Math.round(box.left)}–${Math.round(box.right)} px): ${name(a)}`,
        );
      else if (phone && a.tagName !== 'A' && (box.height < 43.5 || box.width < 43.5))
        problems.push(
          `a row action is smaller than 44 px (${Math.round(box.width)}×${Math.round(box.height)}): ${name(a)}`,
        );
    }
    return problems;
  }, phone);
  // One line per kind of problem and element is enough.
  return [...new Set(found)].slice(0, 12).map((problem) => `${screen}: ${problem}`);
}

/** Waits until no loader spins and transitions are over. */
async function settle(page: Page) {
  await page
    .locator('.mantine-Loader-root:visible')
    .first()
    .waitFor({ state: 'hidden', timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

/** The dashboard tabs of the signed-in person: id and label. */
async function roleTabs(page: Page): Promise<{ id: string; label: string }[]> {
  return dashboardTabs(page)
    .locator('[data-testid^="tab-"]')
    .evaluateAll((tabs) =>
      tabs.map((t) => ({
        id: (t.getAttribute('data-testid') ?? '').slice(4),
        label: (t.textContent ?? '').trim(),
      })),
    );
}

/** Opens a dashboard tab as a person would: the section menu on a phone, the tab bar otherwise. */
async function openSection(page: Page, tab: { id: string; label: string }) {
  const menu = page.getByRole('combobox', { name: 'Sección', exact: true });
  if (await menu.isVisible()) await menu.selectOption(tab.id);
  else await dashboardTabs(page).getByRole('tab', { name: tab.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab.id}(&|$)`));
}

/**
 * The start screen opens with 'Qué hacer ahora': compact, and its first action (or its 'Todo al día') on the first
 * screen without scrolling, a 44 px target on a phone. Answers the problems found.
 */
async function startBlockProblems(
  page: Page,
  who: string,
  size: { width: number; height: number },
): Promise<string[]> {
  const block = page.getByRole('region', { name: 'Qué hacer ahora' });
  await block.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
  if (!(await block.isVisible())) return [`${who}: the start screen has no 'Qué hacer ahora'`];
  // Its figures are in once it shows items or 'Todo al día'.
  const items = block.getByRole('listitem');
  const allDone = block.getByText('Todo al día');
  await expect(items.first().or(allDone)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const problems: string[] = [];
  const height = (await block.boundingBox())?.height ?? 0;
  if (height > 300) problems.push(`${who}: 'Qué hacer ahora' is ${Math.round(height)} px tall`);
  const hasItems = (await items.count()) > 0;
  const target = hasItems ? items.first().locator('a, button').first() : allDone;
  const box = await target.boundingBox();
  const onFirstScreen =
    box !== null &&
    box.y >= 0 &&
    box.y + box.height <= size.height &&
    box.x >= 0 &&
    box.x + box.width <= size.width + 1;
  if (!onFirstScreen)
    problems.push(
      `${who}: the first thing to do is not on the first screen (${box ? Math.round(box.y) : '?'} px down)`,
    );
  else if (hasItems && size === PHONE && (box.height < 43.5 || box.width < 43.5))
    problems.push(
      `${who}: the first thing to do is a ${Math.round(box.width)}×${Math.round(box.height)} px target`,
    );
  return problems;
}

/** A panel's own sections: its tabs, or on a phone the menu that stands for them ('Sección de Finanzas'). */
async function innerSections(
  page: Page,
): Promise<{ labels: string[]; open: (label: string) => Promise<void> }> {
  const panel = page.getByRole('tabpanel').first();
  const menu = panel.getByRole('combobox', { name: /^Sección de / });
  if (await menu.isVisible().catch(() => false)) {
    const labels = (await menu.locator('option').allInnerTexts()).map((t) => t.trim());
    return { labels, open: async (label) => void (await menu.selectOption({ label })) };
  }
  const labels = (await panel.getByRole('tab').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  return {
    labels,
    open: (label) => panel.getByRole('tab', { name: label, exact: true }).first().click(),
  };
}

/** Tabs inside a panel (finance's, staff's...) are checked once per size for the whole run. */
const checkedInnerTabs = new Set<string>();

const ROLES = [
  { login: 'admin', pages: ['/sueldos-admin'] },
  { login: 'supervisor', pages: [] },
  { login: 'operador1', pages: [] },
  { login: 'contable', pages: [] },
  { login: 'cliente', pages: ['/mi-cuenta'] },
  { login: 'grupo', pages: ['/mi-cuenta'] },
];

for (const size of [PHONE, DESKTOP]) {
  const phone = size === PHONE;
  const sizeName = phone ? 'phone' : 'desktop';
  test.describe(`every screen at ${size.width}×${size.height}`, () => {
    test.use(phone ? {} : { viewport: DESKTOP, hasTouch: false, isMobile: false });

    for (const role of ROLES) {
      test(`${role.login}: every screen fits, its row actions are in reach, axe is clean`, async ({
        page,
      }) => {
        test.setTimeout(300_000);
        const found: string[] = [];
        const check = async (screen: string) => {
          await settle(page);
          found.push(...(await layoutProblems(page, `${role.login} · ${screen}`, phone)));
          found.push(...(await axeProblems(page, `${sizeName} · ${role.login} · ${screen}`)));
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({
            path: `test-results/${sizeName}-${role.login}-${screen.replace(/[^\w-]+/g, '_')}.png`,
            fullPage: true,
          });
        };
        await signIn(page, role.login);
        await expect(page).toHaveURL(/\/dashboard/);
        await expect(dashboardTabs(page)).toBeAttached();
        // A prompt that opened at sign-in (a new assignment) is answered later.
        const later = page.getByRole('dialog').getByRole('button', { name: 'Más tarde' });
        if (await later.isVisible().catch(() => false)) await later.click();

        // The start screen tells each role what to do next, at the top of its first screen.
        found.push(...(await startBlockProblems(page, `${role.login} · inicio`, size)));

        const tabs = await roleTabs(page);
        for (const tab of tabs) {
          await openSection(page, tab);
          if (phone) {
            // The section menu is one line above the content, not rows of tabs.
            const panel = page.getByRole('tabpanel').first();
            await page.evaluate(() => window.scrollTo(0, 0));
            const top = (await panel.boundingBox())?.y ?? 0;
            if (top > 190)
              found.push(`${role.login} · ${tab.label}: the content starts ${Math.round(top)} px down`);
          }
          if (phone && tab.id === 'finances') {
            // Finanzas' six sections are one row on a phone (as a bar of tabs they wrapped into two).
            const bar = page.getByRole('tablist', { name: 'Secciones de finanzas' });
            const control = (await bar.isVisible())
              ? bar
              : page.getByRole('combobox', { name: 'Sección de Finanzas' });
            const height = (await control.boundingBox())?.height ?? 0;
            if (height === 0 || height > 56)
              found.push(
                `${role.login} · Finanzas: its sections take ${Math.round(height)} px (one row: 56 at most)`,
              );
          }
          await check(tab.label);
          const inner = await innerSections(page);
          for (const innerLabel of inner.labels.slice(1)) {
            const key = `${sizeName} ${tab.id} › ${innerLabel}`;
            if (checkedInnerTabs.has(key)) continue;
            checkedInnerTabs.add(key);
            await inner.open(innerLabel);
            await check(`${tab.label} › ${innerLabel}`);
          }
        }
        for (const path of role.pages) {
          await page.goto(path);
          await expect(page.getByRole('main')).toBeVisible();
          await check(path.slice(1));
        }
        expect(found, `${found.length} problems:\n${found.join('\n')}`).toEqual([]);
      });
    }
  });
}
