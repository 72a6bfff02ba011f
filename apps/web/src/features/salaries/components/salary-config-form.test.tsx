import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RecordedCall } from '../../../test/fetch-mock';
import { requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { config, monthAnswer, record, usersAnswer } from '../testing/salary-admin-fixtures';
import { SalariesAdminPanel } from './salaries-admin-panel';

type Routes = Parameters<typeof mockApi>[0];

/** Olga (id 21) has a saved March 2026 and a record; everyone else has nothing saved (the form uses defaults). */
function sueldos() {
  const url = requestedUrls('/api/sueldos').at(-1);
  return url?.searchParams.get('operadorId') === '21'
    ? monthAnswer(record(), config())
    : monthAnswer(null, null);
}

function saved(overrides: Record<string, unknown> = {}) {
  return jsonResponse({
    success: true,
    message: 'Configuración guardada',
    configuracion: config(),
    porDefecto: [],
    usandoDefaults: false,
    sueldo: record(),
    recalculado: true,
    ...overrides,
  });
}

function setup(routes: Routes = {}) {
  const calls = mockApi({ 'GET /api/users': usersAnswer(), 'GET /api/sueldos': sueldos, ...routes });
  return { ...renderWithProviders(<SalariesAdminPanel />), calls };
}

async function open(user: ReturnType<typeof setup>['user'], name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  await user.selectOptions(screen.getByLabelText('Mes'), '3');
  await user.selectOptions(screen.getByLabelText('Año'), '2026');
  await screen.findByRole('button', { name: 'Guardar configuración' });
}

const form = () => within(screen.getByRole('form', { name: 'Configuración del sueldo' }));
const field = (label: string | RegExp) => form().getByLabelText(label);
const posted = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.body);
const example = () => screen.getByTestId('salary-example-total');

async function retype(user: ReturnType<typeof setup>['user'], label: string, text: string) {
  await user.clear(field(label));
  await user.type(field(label), text);
}

describe('salary configuration form', { timeout: 30_000 }, () => {
  it('derives the day value from the reference; horas sets reference/160 and objetivos 0', async () => {
    const { user, calls } = setup({ 'POST /api/sueldos/configurar': () => saved() });
    await open(user, /Olga Operadora/);
    expect(field('Valor día pago')).toHaveValue('$ 833');
    expect(field('Valor día pago')).toHaveAttribute('readonly');
    await retype(user, 'Sueldo de referencia', '30000');
    expect(field('Valor día pago')).toHaveValue('$ 1.000');
    expect(form().queryByLabelText('Valor hora')).not.toBeInTheDocument();

    await user.click(form().getByRole('radio', { name: 'Por horas' }));
    expect(field('Valor hora')).toHaveValue('$ 188'); // 30.000 / 160 = 187,5
    await retype(user, 'Sueldo de referencia', '32000');
    expect(field('Valor hora')).toHaveValue('$ 200');
    await user.click(form().getByRole('radio', { name: 'Por objetivos' }));
    expect(form().queryByLabelText('Valor hora')).not.toBeInTheDocument();

    await user.click(form().getByRole('button', { name: 'Guardar configuración' }));
    expect(await screen.findByText('Configuración guardada')).toBeInTheDocument();
    // Olga's saved configuration with the new reference salary and the day values derived from it (the whole
    // configuration is posted, without the `guardada` flag of the answer).
    const { guardada: _, ...sent } = config({
      sueldoReferencia: 32_000,
      valorDiaPago: 1_067,
      valorDiaTrabajoEnFranco: 1_067,
    });
    expect(posted(calls)).toEqual([sent]);
    // The message goes away after 3 s.
    await waitFor(() => expect(screen.queryByText('Configuración guardada')).not.toBeInTheDocument(), {
      timeout: 4_500,
    });
  });

  it('choosing a plus type clears the other value', async () => {
    const { user, calls } = setup({ 'POST /api/sueldos/configurar': () => saved() });
    await open(user, /Olga Operadora/);
    expect(field('Plus porcentual')).toHaveValue('10 %');
    await user.click(form().getByRole('radio', { name: 'Monto fijo' }));
    expect(form().queryByLabelText('Plus porcentual')).not.toBeInTheDocument();
    await retype(user, 'Plus fijo', '3000');
    expect(field('Plus fijo')).toHaveValue('$ 3.000');
    await user.click(form().getByRole('radio', { name: 'Porcentaje' }));
    expect(field('Plus porcentual')).toHaveValue('0 %');
    await user.click(form().getByRole('radio', { name: 'Monto fijo' }));
    expect(field('Plus fijo')).toHaveValue('$ 0');
    await user.click(form().getByRole('button', { name: 'Guardar configuración' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toMatchObject({ plusTipo: 'fijo', plusPorcentaje: 0, plusMontoFijo: 0 });
  });

  it('double pay makes a worked rest day worth twice the day value; unticking, the day value', async () => {
    const { user } = setup();
    await open(user, /Olga Operadora/);
    const value = () => field('Valor día trabajado en franco');
    expect(value()).toHaveValue('$ 833');
    await user.click(field('Pago doble en francos trabajados'));
    expect(value()).toHaveValue('$ 1.666');
    await user.click(field('Pago doble en francos trabajados'));
    expect(value()).toHaveValue('$ 833');
  });

  it.each([
    [/Olga Operadora/, { pago: true, correcciones: false, admin: false, francos: true }],
    [/Sergio Supervisor/, { pago: false, correcciones: true, admin: false, francos: true }],
    [/Ana Administradora/, { pago: false, correcciones: false, admin: true, francos: false }],
    [/Carlos Contable/, { pago: false, correcciones: false, admin: false, francos: true }],
  ])('shows the fields of the role of %s', async (name, shown) => {
    const { user } = setup();
    await open(user, name);
    const has = (label: string) => form().queryByLabelText(label) !== null;
    expect(form().queryByRole('radio', { name: 'Por horas' }) !== null).toBe(shown.pago);
    expect(has('Objetivo de correcciones')).toBe(shown.correcciones);
    expect(has('El administrador gana sueldo base')).toBe(shown.admin);
    expect(has('Sueldo fijo')).toBe(!shown.admin);
    expect(has('Cobra francos')).toBe(shown.francos);
    expect(form().queryByRole('group', { name: 'Francos de Marzo 2026' }) !== null).toBe(shown.francos);
    if (shown.correcciones) expect(field('Objetivo de correcciones')).toHaveValue('50');
  });

  it('the rest-day calendar toggles days with the mouse and the keyboard, and saves them', async () => {
    const { user, calls } = setup({ 'POST /api/sueldos/configurar': () => saved() });
    await open(user, /Olga Operadora/);
    const calendar = within(form().getByRole('group', { name: 'Francos de Marzo 2026' }));
    const day = (name: string) => calendar.getByRole('button', { name });
    expect(calendar.getAllByRole('button')).toHaveLength(31);
    expect(day('Sábado 7')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Domingo 8')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Martes 24, feriado')).toHaveAttribute('aria-pressed', 'false');
    await user.click(day('Sábado 7'));
    expect(day('Sábado 7')).toHaveAttribute('aria-pressed', 'false');
    day('Domingo 1').focus();
    await user.keyboard('{Enter}');
    expect(day('Domingo 1')).toHaveAttribute('aria-pressed', 'true');
    day('Lunes 2').focus();
    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(day('Lunes 2')).toHaveAttribute('aria-pressed', 'false');
    await user.click(form().getByRole('button', { name: 'Guardar configuración' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toMatchObject({ francosMarcados: [1, 8] });
  });

  it('the example box follows the values with the server formula', async () => {
    const { user } = setup();
    await open(user, /Olga Operadora/);
    // 80 of 100 audits: 80 % of 25.000, plus two rest days of 833 (docs/decisions.md worked example).
    expect(example()).toHaveTextContent('$ 21.666');
    await retype(user, 'Objetivo de auditorías', '80');
    expect(example()).toHaveTextContent('$ 29.166'); // 25.000 + 10 % plus + 1.666
    await user.click(field('Cobra francos'));
    expect(example()).toHaveTextContent('$ 27.500');
  });

  it('refuses to save what the server would refuse, and shows why', async () => {
    const { user, calls } = setup();
    await open(user, /Olga Operadora/);
    await retype(user, 'Plus porcentual', '12,3');
    const message = 'El plus porcentual debe estar entre 0 y 100, en pasos de 0,5';
    expect(form().getAllByText(message).length).toBeGreaterThan(0);
    await user.click(form().getByRole('button', { name: 'Guardar configuración' }));
    expect(await screen.findByText(`Error: ${message}`)).toBeInTheDocument();
    expect(posted(calls)).toHaveLength(0);
  });

  it("says 'usando defaults' with the fields that fell back", async () => {
    const { user, calls } = setup({
      'POST /api/sueldos/configurar': () =>
        saved({
          message: 'Configuración guardada. usando defaults: sueldoReferencia',
          porDefecto: ['sueldoReferencia'],
          usandoDefaults: true,
        }),
    });
    await open(user, /Olga Operadora/);
    await user.clear(field('Sueldo de referencia'));
    await user.click(form().getByRole('button', { name: 'Guardar configuración' }));
    expect(
      await screen.findByText('Configuración guardada. usando defaults: sueldoReferencia'),
    ).toBeVisible();
    expect(screen.getByText('Guardado usando defaults en: Sueldo de referencia.')).toBeVisible();
    expect(posted(calls)[0]).toMatchObject({ sueldoReferencia: null });
  });

  it.each([
    [jsonResponse({ success: false, error: 'Empleado no encontrado' }, 404), 'Error: Empleado no encontrado'],
    [jsonResponse({ success: false }, 500), 'Error: Error del servidor'],
  ])('a failed save shows the spec text', async (answer, message) => {
    const { user } = setup({ 'POST /api/sueldos/configurar': () => answer });
    await open(user, /Olga Operadora/);
    await user.click(form().getByRole('button', { name: 'Guardar configuración' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
