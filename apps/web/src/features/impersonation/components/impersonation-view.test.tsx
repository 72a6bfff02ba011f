import { ROLE_DEFAULTS } from '@auditorias/domain/auth/permissions';
import type { Role } from '@auditorias/domain/auth/roles';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RecordedCall } from '../../../test/fetch-mock';
import { makeUser, meResponse } from '../../../test/fixtures';
import { onePage } from '../../../test/list-pages';
import { currentUrl, renderApp } from '../../../test/render-app';
import { makeAudit } from '../../audits/testing/fixtures';
import { makeSalaryRecord, mySalaryAnswer } from '../../salaries/testing/my-salary-fixtures';
import { makeUserHours } from '../../staff-control/testing/staff-fixtures';
import { impersonationPanels } from './impersonation-view';

configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };

const admin = makeUser('admin', { id: 1, name: 'Ana Administradora' });
const impersonator = { id: 1, name: 'Ana Administradora' };

/** The browser of an admin impersonating `target` (the admin's session kept aside), and the server. */
function impersonating(target: PublicUser, extra: Parameters<typeof mockApi>[0] = {}, asAdmin = false) {
  window.localStorage.setItem('token', asAdmin ? 'tok-admin' : 'tok-imp');
  if (!asAdmin) {
    window.localStorage.setItem('adminToken', 'tok-admin');
    window.localStorage.setItem('adminUser', JSON.stringify(admin));
  }
  const calls = mockApi({
    'GET /api/auth/me': () => jsonResponse(asAdmin ? meResponse(admin) : meResponse(target, impersonator)),
    'GET /api/messages/unread-count': () => jsonResponse({ success: true, count: 0, latest: null }),
    'GET /api/audits': () =>
      onePage([
        makeAudit({ id: 77, titulo: 'Cámaras del depósito', estado: 'en_proceso', operadorId: target.id }),
      ]),
    ...extra,
  });
  return calls;
}

const asked = (calls: RecordedCall[], path: string) => calls.some((c) => c.path === path);

describe('impersonation view: the role panels of the spec', () => {
  it.each<[Role, string[]]>([
    ['operador', ['salary', 'work-time', 'tracking']],
    ['supervisor', ['supervisor', 'tracking']],
    ['cliente', ['client-dashboard', 'tracking']],
    ['auditor', ['client-dashboard']],
    ['contable', ['salary', 'finance']],
    ['admin', ['salary', 'admin-overview']],
  ])('%s', (role, panels) => {
    expect(impersonationPanels(role)).toEqual(panels);
  });
});

describe('impersonation view', SLOW, () => {
  it("lands an impersonation of an operator on the view: salary, work time and tracking, without 'Crear'", async () => {
    // The operator's defaults: sees its salary, creates no audits.
    const olga = makeUser('operador', {
      id: 21,
      name: 'Olga Operadora',
      email: 'olga@demo.ar',
      permissions: {
        ...ROLE_DEFAULTS.operador,
        esAdministradorGrupo: false,
        nombreGrupo: null,
        clientesAdministrados: [],
      },
    });
    const calls = impersonating(olga, {
      'GET /api/sueldos/mi-sueldo': () => mySalaryAnswer(makeSalaryRecord()),
      'GET /api/work-sessions/user-hours/21': () =>
        jsonResponse(
          makeUserHours({
            usuario: { id: 21, name: 'Olga Operadora', role: 'operador' },
            horasTrabajadas: 10.5,
            horasRegulares: 8,
            horasExtra: 2.5,
            horasExtraSinAprobar: 2.5,
            excesivo: true,
            necesitaAutorizacion: true,
            nivel: 'excesivo',
            mostrarWidget: true,
          }),
        ),
    });
    const view = renderApp('/dashboard');
    await waitFor(() => expect(currentUrl(view.router)).toBe('/dashboard?tab=impersonacion'));
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Vista de impersonación', 'Mi Sesión', 'Mensajes']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const viewEl = await screen.findByTestId('impersonation-view');
    const who = within(viewEl).getByRole('region', { name: 'Usuario impersonado' });
    expect(who).toHaveTextContent('Olga Operadora');
    expect(who).toHaveTextContent('olga@demo.ar');
    expect(await within(viewEl).findByRole('region', { name: 'Tu Progreso del Mes' })).toBeInTheDocument();
    expect(await within(viewEl).findByRole('region', { name: 'Tu jornada de hoy' })).toBeInTheDocument();
    const tracking = within(viewEl).getByTestId('impersonation-panel-tracking');
    expect(
      within(tracking).getByRole('heading', { name: 'Auditorías - Seguimiento Completo' }),
    ).toBeInTheDocument();
    expect(await within(tracking).findByText('Cámaras del depósito')).toBeInTheDocument();
    // An operator creates no audits: no button.
    expect(within(tracking).queryByRole('button', { name: 'Crear Nueva Auditoría' })).not.toBeInTheDocument();
    // The operator panel stays in its own tab.
    expect(within(viewEl).queryByTestId('impersonation-panel-client-dashboard')).not.toBeInTheDocument();
    expect(asked(calls, '/api/dashboard/stats')).toBe(false);
  });

  it("shows a client's dashboard and tracking, and never asks for a salary", async () => {
    const carlos = makeUser('cliente', { id: 22, name: 'Carlos Norte', clienteId: 3 });
    const calls = impersonating(carlos);
    renderApp('/dashboard');
    const viewEl = await screen.findByTestId('impersonation-view');
    const dashboard = within(viewEl).getByTestId('impersonation-panel-client-dashboard');
    expect(await within(dashboard).findByRole('heading', { name: 'Mis Auditorías' })).toBeInTheDocument();
    const tracking = within(viewEl).getByTestId('impersonation-panel-tracking');
    expect(
      within(tracking).getByRole('heading', { name: 'Auditorías - Seguimiento Completo' }),
    ).toBeInTheDocument();
    expect(within(tracking).getByRole('button', { name: 'Crear Nueva Auditoría' })).toBeInTheDocument();
    expect(within(viewEl).queryByRole('region', { name: 'Tu Progreso del Mes' })).not.toBeInTheDocument();
    expect(asked(calls, '/api/sueldos/mi-sueldo')).toBe(false);
    expect(asked(calls, '/api/work-sessions/user-hours/22')).toBe(false);
  });

  it("shows a contable's salary and finance panel, with no tracking", async () => {
    const carla = makeUser('contable', { id: 23, name: 'Carla Contable' });
    const calls = impersonating(carla, {
      'GET /api/sueldos/mi-sueldo': () => mySalaryAnswer(makeSalaryRecord()),
    });
    renderApp('/dashboard');
    const viewEl = await screen.findByTestId('impersonation-view');
    expect(await within(viewEl).findByRole('region', { name: 'Tu Progreso del Mes' })).toBeInTheDocument();
    expect(within(viewEl).getByTestId('impersonation-panel-finance')).not.toBeEmptyDOMElement();
    expect(within(viewEl).queryByTestId('impersonation-panel-tracking')).not.toBeInTheDocument();
    expect(asked(calls, '/api/dashboard/stats')).toBe(false);
  });

  it('shows a supervisor the supervisor panel and the tracking', async () => {
    const sergio = makeUser('supervisor', { id: 24, name: 'Sergio Supervisor' });
    impersonating(sergio);
    renderApp('/dashboard');
    const viewEl = await screen.findByTestId('impersonation-view');
    expect(await within(viewEl).findByRole('heading', { name: /Panel de Supervisor/ })).toBeInTheDocument();
    expect(within(viewEl).getByTestId('impersonation-panel-tracking')).toBeInTheDocument();
  });

  it("keeps the user's own tabs open from the view", async () => {
    const carlos = makeUser('cliente', { id: 22, name: 'Carlos Norte', clienteId: 3 });
    impersonating(carlos);
    const view = renderApp('/dashboard?tab=my-orders');
    expect(await screen.findByRole('tab', { name: 'Mis Pedidos', selected: true })).toBeInTheDocument();
    expect(screen.queryByTestId('impersonation-view')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('tab', { name: 'Vista de impersonación' }));
    expect(await screen.findByTestId('impersonation-view')).toBeInTheDocument();
    expect(currentUrl(view.router)).toBe('/dashboard?tab=impersonacion');
  });

  it('is no tab of anyone who is not impersonating: ?tab=impersonacion falls back to the start tab', async () => {
    impersonating(admin, {}, true);
    const view = renderApp('/dashboard?tab=impersonacion');
    await waitFor(() => expect(currentUrl(view.router)).toBe('/dashboard?tab=overview'));
    expect(screen.queryByRole('tab', { name: 'Vista de impersonación' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('impersonation-view')).not.toBeInTheDocument();
  });
});
