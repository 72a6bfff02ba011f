import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { column, csvTable, type Table, xlsxTable } from './files';
import { argentineMonth, daysAgo, monthName, openFinanceTab, openTab, signIn } from './helpers';

// The export menus as people use them: a list filtered on the screen, downloaded as CSV and as XLSX, and both
// files holding exactly the rows the screen shows for that filter (the XLSX opened with exceljs and read as the
// CSV writes it, ./files.ts). Also the admin's activity log, which the demo fills.

const SCREENS = 'test-results/screens';

/** Clicks `button` and answers the file the browser saved. */
async function download(page: Page, button: Locator): Promise<{ name: string; body: Buffer }> {
  const saved = page.waitForEvent('download');
  await button.click();
  const file = await saved;
  expect(await file.failure()).toBeNull();
  return { name: file.suggestedFilename(), body: await readFile(await file.path()) };
}

/**
 * Downloads `what` ('las auditorías') from the export menu in CSV and in XLSX: the XLSX opens and says the same
 * as the CSV, header and rows. Answers the CSV's table.
 */
async function downloadBoth(page: Page, what: string): Promise<Table> {
  const csvFile = await download(
    page,
    page.getByRole('button', { name: `Descargar ${what} en CSV`, exact: true }),
  );
  const xlsxFile = await download(
    page,
    page.getByRole('button', { name: `Descargar ${what} en XLSX`, exact: true }),
  );
  expect(csvFile.name).toMatch(/\.csv$/);
  expect(xlsxFile.name).toBe(csvFile.name.replace(/\.csv$/, '.xlsx'));
  const csv = csvTable(csvFile.body);
  const xlsx = await xlsxTable(xlsxFile.body);
  expect(xlsx.header).toEqual(csv.header);
  expect(xlsx.rows).toEqual(csv.rows);
  return csv;
}

/** Loads every page of a list: 'Cargar más' under it (`loadMore`) until it says it shows them all. */
async function loadAll(loadMore: Locator) {
  for (;;) {
    const said = await loadMore.innerText();
    if (said.includes('(todas)')) return;
    await loadMore.getByRole('button', { name: 'Cargar más' }).click();
    await expect(loadMore).not.toHaveText(said);
  }
}

/** Waits for the list call a filter makes (its URL has `query`), while `act` sets the filter. */
async function filtering(page: Page, path: string, query: string, act: () => Promise<void>) {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api${path}` && r.url().includes(query) && r.ok(),
  );
  await act();
  await answered;
}

/** Chooses `option` in the select `label` (typing `typed` first in a searchable one). */
async function pick(page: Page, label: string, option: string, typed = '') {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the admin exports the audit tracking list filtered by state, as CSV and XLSX', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard/);
  await openTab(page, 'Auditorías');
  await expect(page.getByRole('heading', { name: 'Auditorías - Seguimiento Completo' })).toBeVisible();
  await filtering(page, '/audits', 'estado=terminada', () => pick(page, 'Estado', 'Terminada'));

  const list = page.getByTestId('tracking-list');
  const items = list.getByRole('article');
  await expect(items.first()).toBeVisible();
  await expect(items.filter({ hasNotText: 'Terminada' })).toHaveCount(0);
  await loadAll(list.getByTestId('load-more'));
  // 'Auditoría #12 Título' for each audit on the screen, in its order.
  const shown = (await items.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map(
    (label) => /^Auditoría #(\d+) (.*)$/.exec(label)?.slice(1) ?? [],
  );
  expect(shown.length).toBeGreaterThan(0);

  const csv = await downloadBoth(page, 'las auditorías');
  expect(csv.header).toEqual([
    'Auditoría N°',
    'Título',
    'Cliente',
    'Sucursal',
    'Dirección',
    'Localidad',
    'Estado',
    'Prioridad',
    'Origen',
    'Fecha solicitada',
    'Fecha programada',
    'Inicio',
    'Terminación',
    'Entrega',
    'Operador',
    'Supervisor',
    'Motivo de pausa',
    'Tiempo trabajado (min)',
    'Antigüedad (días)',
    'Archivos',
    'Precio estimado',
    'Precio final',
    'Sin cargo',
    'Estado de pago',
    'Observaciones finales',
  ]);
  expect(csv.rows).toHaveLength(shown.length);
  expect(column(csv, 'Auditoría N°')).toEqual(shown.map(([id]) => id));
  expect(column(csv, 'Título')).toEqual(shown.map(([, title]) => title));
  expect(new Set(column(csv, 'Estado'))).toEqual(new Set(['Terminada']));
});

test('the admin finds the demo activity log and exports it filtered by action', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard/);
  await openTab(page, 'Registro de actividad');
  const table = page.getByRole('table', { name: 'Registro de actividad' });
  const rows = table.locator('tbody tr');
  // The demo's story is on record: the admin viewing the product as a client, the operators' DVR password views,
  // the money actions and the user edits.
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(10);
  await expect(
    rows
      .filter({ hasText: 'Inicio de impersonación' })
      .filter({ hasText: 'Impersonado por Ana Administradora' }),
  ).not.toHaveCount(0);
  await expect(
    rows.filter({ hasText: 'Vio contraseñas del DVR' }).filter({ hasText: 'Oscar Operador' }),
  ).not.toHaveCount(0);
  for (const action of ['Cobro', 'Ingreso manual', 'Cambio de permisos', 'Edición de usuario']) {
    await expect(rows.filter({ hasText: action }).first()).toBeVisible();
  }
  await page.screenshot({ path: `${SCREENS}/activity-log.png`, fullPage: true });

  await filtering(page, '/registro-actividad', 'accion=finance_expense_create', () =>
    pick(page, 'Acción', 'Gasto registrado', 'Gasto reg'),
  );
  await expect(rows.filter({ hasNotText: 'Gasto registrado' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Carla Contable' })).not.toHaveCount(0);
  await expect(rows.filter({ hasText: 'Ana Administradora' })).not.toHaveCount(0);
  await loadAll(page.getByTestId('load-more'));
  // What happened, who and on what, row by row (the user's name is the 'Quién' cell's first line); the IP and the
  // request are technical detail, closed on the screen and whole in the file.
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td as HTMLElement);
      return {
        descripcion: (cells[1]?.querySelector('p')?.textContent ?? '').replace(/\u00a0/g, ' '),
        usuario: cells[2]?.querySelector('p')?.textContent ?? '',
        objeto: cells[3]?.innerText ?? '',
      };
    }),
  );

  const csv = await downloadBoth(page, 'el registro de actividad');
  expect(csv.header).toEqual([
    'Fecha',
    'Usuario',
    'Impersonado por',
    'Acción',
    'Descripción',
    'Tipo',
    'Objeto',
    'Método',
    'Ruta',
    'Estado',
    'IP',
    'Detalles',
  ]);
  expect(csv.rows).toHaveLength(shown.length);
  expect(new Set(column(csv, 'Acción'))).toEqual(new Set(['Gasto registrado']));
  const descripciones = column(csv, 'Descripción');
  const objetos = column(csv, 'Objeto');
  expect(column(csv, 'IP').every(Boolean)).toBe(true);
  expect(
    column(csv, 'Usuario').map((usuario, i) => ({
      descripcion: (descripciones[i] ?? '').replace(/\u00a0/g, ' '),
      usuario,
      objeto: objetos[i],
    })),
  ).toEqual(shown);
  // Names, not numbers: 'Gasto «Luz…»', never 'Gasto #12'.
  expect(objetos.filter((o) => /#\d/.test(o ?? ''))).toEqual([]);
});

test('the accountant exports the month’s expense movements, as CSV and XLSX', async ({ page }) => {
  // The month of the demo's latest expense (six days ago, Argentine calendar).
  const { mes, anio } = argentineMonth(daysAgo(6));
  await signIn(page, 'contable');
  await expect(page).toHaveURL(/\/dashboard/);
  const finance = page.getByRole('region', { name: 'Finanzas' });
  await finance.getByRole('combobox', { name: 'Año', exact: true }).selectOption(String(anio));
  await finance.getByRole('combobox', { name: 'Mes', exact: true }).selectOption(String(mes));
  await openFinanceTab(page, 'Egresos');
  const panel = page.getByTestId('finance-expenses');
  await filtering(page, '/finanzas/movimientos', 'tipo=egreso', () =>
    panel
      .getByRole('radiogroup', { name: 'Tipo de movimiento' })
      .getByText('Egresos', { exact: true })
      .click(),
  );

  const rows = panel.locator('[data-testid^="movement-"]');
  await expect(rows.filter({ hasText: 'Abono de fibra óptica de la central de monitoreo' })).toHaveCount(1);
  await expect(rows.filter({ hasText: /Ingreso manual|Entrega de auditoría/ })).toHaveCount(0);
  // The movements are the tab's last list (the month's expenses are above them).
  await loadAll(panel.getByTestId('load-more').last());
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim());
      return {
        id: (tr.getAttribute('data-testid') ?? '').replace('movement-', ''),
        descripcion: cells[2] ?? '',
        registro: cells[4] === '—' ? '' : (cells[4] ?? ''),
      };
    }),
  );

  const csv = await downloadBoth(page, `los movimientos de ${monthName(mes)} ${anio}`);
  expect(csv.header).toEqual([
    'N°',
    'Fecha',
    'Tipo',
    'Descripción',
    'Monto',
    'Cliente N°',
    'Auditoría N°',
    'Revierte el N°',
    'Revertido',
    'Registrado por',
  ]);
  expect(csv.rows).toHaveLength(shown.length);
  const descripciones = column(csv, 'Descripción');
  const registros = column(csv, 'Registrado por');
  expect(
    column(csv, 'N°').map((id, i) => ({ id, descripcion: descripciones[i], registro: registros[i] })),
  ).toEqual(shown);
  expect(new Set(column(csv, 'Tipo'))).toEqual(new Set(['Gasto']));
});
