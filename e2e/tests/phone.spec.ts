import { expect, type Locator, type Page, test } from '@playwright/test';
import { dashboardTabs, signIn } from './helpers';

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
  await expect(dashboardTabs(page)).toBeVisible();
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
