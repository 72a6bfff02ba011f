import { ROLE_DEFAULTS } from '@auditorias/domain/auth/permissions';
import type { Role } from '@auditorias/domain/auth/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTexts } from '../../../test/answers';
import { jsonResponse, mockApi, networkFailure } from '../../../test/fetch-mock';
import { makeUser, meResponse } from '../../../test/fixtures';
import { requestedUrls } from '../../../test/list-pages';
import { renderApp } from '../../../test/render-app';
import { renderWithProviders } from '../../../test/render-with-providers';
import { currentPeriod, periodLabel } from '../../finance/public';
import { makeSalaryConfig, makeSalaryRecord, mySalaryAnswer } from '../testing/my-salary-fixtures';
import { MySalaryErrorBoundary } from './my-salary-error-boundary';
import { MySalaryWidget } from './my-salary-widget';

const group = { esAdministradorGrupo: false, nombreGrupo: null, clientesAdministrados: [] };
const PATH = '/api/sueldos/mi-sueldo';
const REFUSAL = () =>
  jsonResponse({ success: false, error: 'Usuario sin sueldo habilitado', code: 'FORBIDDEN' }, 403);

function staff(role: Role, puedeVerSueldo = true) {
  return makeUser(role, {
    id: 21,
    permissions: { ...ROLE_DEFAULTS[role], ...group, puedeVerSueldo },
  });
}

function setup(
  user = staff('operador'),
  answer: () => Response | never = () => mySalaryAnswer(makeSalaryRecord()),
) {
  const calls = mockApi({ [`GET ${PATH}`]: answer });
  const view = renderWithProviders(<MySalaryWidget user={user} />);
  return { ...view, calls };
}

const widget = () => screen.findByRole('region', { name: 'Tu Progreso del Mes' });
const figure = (name: string) => screen.getByRole('group', { name });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("'Tu Progreso del Mes'", { timeout: 20_000 }, () => {
  it("shows the operator's month: final salary, objective progress, audits, francos, paid, pending and state", async () => {
    setup();
    const region = await widget();
    expect(await within(region).findByTestId('my-salary-final')).toHaveTextContent('$ 21.666');
    const bar = within(region).getByRole('progressbar', { name: 'Progreso del objetivo' });
    expect(bar).toHaveAttribute('aria-valuenow', '80');
    expect(within(region).getByTestId('objective-progress')).toHaveAttribute('data-color', 'blue');
    expect(within(region).getByTestId('objective-percent')).toHaveTextContent('80 %');
    expectTexts(figure, {
      Auditorías: '80 de 100',
      Francos: '2 pagados ($ 1.666)',
      'Total pagado': '$ 0',
      'Saldo pendiente': '$ 21.666',
      'Sueldo de referencia': '$ 25.000',
      Estado: 'Pendiente',
    });
    expect(screen.queryByRole('group', { name: 'Correcciones' })).not.toBeInTheDocument();
    const now = currentPeriod();
    const url = requestedUrls(PATH)[0];
    expect(url?.searchParams.get('mes')).toBe(String(now.mes));
    expect(url?.searchParams.get('anio')).toBe(String(now.anio));
    expect(within(region).getByTestId('salary-period')).toHaveTextContent(periodLabel(now));
  });

  it('shows a supervisor the corrections against their objective', async () => {
    const record = makeSalaryRecord({
      rol: 'supervisor',
      correccionesHechas: 40,
      detalle: { objetivoCorrecciones: 50, objetivoAuditorias: 20 },
      auditoriasHechas: 20,
      porcentajeObjetivo: 90,
    });
    setup(staff('supervisor'), () => mySalaryAnswer(record));
    await widget();
    expect(await screen.findByRole('group', { name: 'Correcciones' })).toHaveTextContent('40 de 50');
    expect(figure('Auditorías')).toHaveTextContent('20 de 20');
  });

  it.each([
    [10, 'red'],
    [29, 'red'],
    [30, 'yellow'],
    [69.5, 'yellow'],
    [70, 'blue'],
    [100, 'green'],
  ])('colours the objective at %s percent %s', async (porcentajeObjetivo, color) => {
    setup(staff('operador'), () => mySalaryAnswer(makeSalaryRecord({ porcentajeObjetivo })));
    expect(await screen.findByTestId('objective-progress')).toHaveAttribute('data-color', color);
  });

  it('says a fixed salary does not depend on objectives (contable, role default)', async () => {
    setup(makeUser('contable'), () =>
      mySalaryAnswer(makeSalaryRecord({ rol: 'contable', sueldoFinal: 45_000 })),
    );
    expect(await screen.findByText('Sueldo fijo: no depende de objetivos.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each([
    ['an operator without puedeVerSueldo', staff('operador', false)],
    ['a supervisor without puedeVerSueldo', staff('supervisor', false)],
    ['a client', makeUser('cliente')],
    ['an auditor', makeUser('auditor')],
  ])('is not shown to %s, and nothing is asked', async (_, user) => {
    const { calls } = setup(user);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Tu Progreso del Mes' })).not.toBeInTheDocument();
    expect(screen.queryByText('Tu Progreso del Mes')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['admin', makeUser('admin')],
    ['contable, even with puedeVerSueldo off', staff('contable', false)],
  ])('is shown to %s', async (_, user) => {
    setup(user, () =>
      mySalaryAnswer(makeSalaryRecord({ rol: user.role === 'admin' ? 'admin' : 'contable' })),
    );
    expect(await widget()).toBeVisible();
  });

  it("shows the server's 'sin sueldo habilitado' to a non-admin", async () => {
    setup(staff('operador'), REFUSAL);
    const region = await widget();
    expect(await within(region).findByText('Usuario sin sueldo habilitado')).toBeVisible();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("hides the widget from an admin when the server answers 'sin sueldo habilitado'", async () => {
    const { calls } = setup(makeUser('admin'), REFUSAL);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Tu Progreso del Mes' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/sin sueldo habilitado/)).not.toBeInTheDocument();
  });

  it("hides it from an admin also when the message comes in the answer's mensaje", async () => {
    const { calls } = setup(makeUser('admin'), () =>
      mySalaryAnswer(null, null, 'Usuario sin sueldo habilitado'),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Tu Progreso del Mes' })).not.toBeInTheDocument(),
    );
  });

  it('says quietly that the month has no salary yet and who sets it up, never as an error', async () => {
    setup(staff('operador'), () => mySalaryAnswer(null));
    const region = await widget();
    expect(await within(region).findByText('No hay información de sueldo configurada')).toBeVisible();
    expect(within(region).getByText(/La administración todavía no configuró tu sueldo/)).toBeVisible();
    expect(within(region).queryByText('No se encontraron datos de sueldo válidos')).not.toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'Configurar sueldos' })).not.toBeInTheDocument();
  });

  it('offers the admin, whose month has no salary yet, the link that configures the salaries', async () => {
    setup(makeUser('admin'), () => mySalaryAnswer(null));
    const region = await widget();
    const link = await within(region).findByRole('link', { name: 'Configurar sueldos' });
    expect(link).toHaveAttribute('href', '/sueldos-admin');
    expect(within(region).queryByText('No se encontraron datos de sueldo válidos')).not.toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Error conectando con el servidor' when the server cannot be reached", async () => {
    setup(staff('operador'), networkFailure);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error conectando con el servidor');
  });

  it("says 'No se pudo cargar el sueldo' with the server's reason, and retries", async () => {
    let fail = true;
    const { user } = setup(staff('operador'), () =>
      fail
        ? jsonResponse({ success: false, error: 'Falla' }, 500)
        : mySalaryAnswer(makeSalaryRecord(), makeSalaryConfig()),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar el sueldo');
    expect(alert).toHaveTextContent('Falla');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('my-salary-final')).toHaveTextContent('$ 21.666');
  });

  it('switches to the previous month: January shows December of the prior year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T15:00:00Z'));
    const { user } = setup(staff('operador'), () => {
      const url = requestedUrls(PATH).at(-1);
      const mes = Number(url?.searchParams.get('mes'));
      const anio = Number(url?.searchParams.get('anio'));
      return mySalaryAnswer(makeSalaryRecord({ mes, anio, sueldoFinal: mes === 12 ? 30_000 : 10_000 }));
    });
    expect(await screen.findByTestId('my-salary-final')).toHaveTextContent('$ 10.000');
    expect(screen.getByTestId('salary-period')).toHaveTextContent('Enero 2026');
    await user.click(screen.getByLabelText('Mes anterior'));
    await waitFor(() => expect(screen.getByTestId('my-salary-final')).toHaveTextContent('$ 30.000'));
    expect(screen.getByTestId('salary-period')).toHaveTextContent('Diciembre 2025');
    const last = requestedUrls(PATH).at(-1);
    expect(last?.searchParams.get('mes')).toBe('12');
    expect(last?.searchParams.get('anio')).toBe('2025');
    await user.click(screen.getByLabelText('Mes actual'));
    await waitFor(() => expect(screen.getByTestId('my-salary-final')).toHaveTextContent('$ 10.000'));
  });
});

describe('MySalaryErrorBoundary', () => {
  function Broken(): never {
    throw new Error('render failure');
  }

  it("shows 'Error temporal mostrando información' when the figures fail to draw", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({});
    renderWithProviders(
      <MySalaryErrorBoundary>
        <Broken />
      </MySalaryErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error temporal mostrando información');
  });

  it('draws its children when nothing fails', () => {
    mockApi({});
    renderWithProviders(
      <MySalaryErrorBoundary>
        <p>cifras</p>
      </MySalaryErrorBoundary>,
    );
    expect(screen.getByText('cifras')).toBeVisible();
  });
});

describe("each role's start panel", { timeout: 20_000 }, () => {
  function start(user: ReturnType<typeof makeUser>) {
    window.localStorage.setItem('token', 'tok');
    const calls = mockApi({
      'GET /api/auth/me': () => jsonResponse(meResponse(user)),
      'GET /api/messages/unread-count': () => jsonResponse({ success: true, count: 0, latest: null }),
      [`GET ${PATH}`]: () => mySalaryAnswer(makeSalaryRecord({ rol: user.role as 'operador' })),
    });
    const view = renderApp('/dashboard');
    return { calls, view };
  }

  it.each([
    ['operador', 'Panel de Operador'],
    ['supervisor', 'Panel de Supervisor'],
    ['admin', 'Resumen del Sistema'],
    ['contable', 'Finanzas'],
  ] as const)('shows the widget on the %s start panel, first', async (role, panelHeading) => {
    start(staff(role, true));
    const region = await screen.findByRole('region', { name: 'Tu Progreso del Mes' });
    expect(await within(region).findByTestId('my-salary-final')).toHaveTextContent('$ 21.666');
    const heading = await screen.findByRole('heading', { name: panelHeading });
    // The widget comes before the role's panel.
    expect(region.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not on the start panel of an operator without puedeVerSueldo', async () => {
    const { calls } = start(staff('operador', false));
    expect(await screen.findByRole('heading', { name: 'Panel de Operador' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Tu Progreso del Mes' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === PATH)).toBe(false);
  });
});
