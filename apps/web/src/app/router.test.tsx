import type { Role } from '@auditorias/domain/auth/roles';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../test/fetch-mock';
import { makeUser, meResponse } from '../test/fixtures';
import { currentUrl, renderApp } from '../test/render-app';

function signedInAs(role: Role) {
  window.localStorage.setItem('token', 'tok-1');
  return mockApi({ 'GET /api/auth/me': () => jsonResponse(meResponse(makeUser(role))) });
}

async function pathAfterLoad(path: string): Promise<string> {
  const view = renderApp(path);
  await waitFor(() => expect(screen.queryByTestId('full-page-loader')).not.toBeInTheDocument());
  await waitFor(() => expect(view.router.state.navigation.state).toBe('idle'));
  return view.router.state.location.pathname;
}

describe('route guards', () => {
  it.each([
    '/dashboard',
    '/mi-cuenta',
    '/finanzas',
    '/sueldos-admin',
    '/cola-gestion',
    '/audit-template?auditId=3',
  ])('sends an anonymous visitor of %s to /login', async (path) => {
    mockApi({});
    expect(await pathAfterLoad(path)).toBe('/login');
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('sends / and unknown paths to /login when signed out and to /dashboard when signed in', async () => {
    mockApi({});
    expect(await pathAfterLoad('/')).toBe('/login');
    expect(await pathAfterLoad('/no-existe')).toBe('/login');
    signedInAs('contable');
    expect(await pathAfterLoad('/')).toBe('/dashboard');
    expect(await pathAfterLoad('/otra/ruta')).toBe('/dashboard');
  });

  it('opens /finanzas-debug without a session', async () => {
    const calls = mockApi({});
    expect(await pathAfterLoad('/finanzas-debug')).toBe('/finanzas-debug');
    expect(screen.getByRole('heading', { name: 'Diagnóstico de Finanzas' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a loading spinner while the session loads', async () => {
    window.localStorage.setItem('token', 'tok-1');
    let answer: (response: Response) => void = () => {};
    mockApi({ 'GET /api/auth/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/dashboard');
    expect(await screen.findByTestId('full-page-loader')).toHaveTextContent('Cargando sesión...');
    answer(jsonResponse(meResponse(makeUser('admin'))));
    expect(await screen.findByRole('tab', { name: 'Resumen' })).toBeInTheDocument();
    expect(screen.queryByTestId('full-page-loader')).not.toBeInTheDocument();
  });

  it.each<[Role, string]>([
    ['operador', '/dashboard'],
    ['contable', '/dashboard'],
    ['cliente', '/dashboard'],
    ['supervisor', '/cola-gestion'],
    ['admin', '/cola-gestion'],
  ])('/cola-gestion for %s ends at %s', async (role, expected) => {
    signedInAs(role);
    expect(await pathAfterLoad('/cola-gestion')).toBe(expected);
  });

  it.each<[Role, string]>([
    ['admin', '/sueldos-admin'],
    ['contable', '/dashboard'],
    ['supervisor', '/dashboard'],
  ])('/sueldos-admin for %s ends at %s', async (role, expected) => {
    signedInAs(role);
    expect(await pathAfterLoad('/sueldos-admin')).toBe(expected);
  });

  it.each<Role>(['admin', 'supervisor', 'operador'])(
    "%s on /audit-template without auditId sees 'ID de auditoría no especificado'",
    async (role) => {
      signedInAs(role);
      expect(await pathAfterLoad('/audit-template')).toBe('/audit-template');
      expect(screen.getByText('ID de auditoría no especificado')).toBeInTheDocument();
    },
  );

  it('opens the audit worksheet route with an auditId', async () => {
    signedInAs('operador');
    expect(await pathAfterLoad('/audit-template?auditId=31')).toBe('/audit-template');
    expect(screen.getByRole('heading', { name: 'Planilla de Auditoría #31' })).toBeInTheDocument();
    expect(screen.queryByText('ID de auditoría no especificado')).not.toBeInTheDocument();
  });

  it.each<Role>(['cliente', 'contable', 'auditor'])(
    'sends %s away from /audit-template to /dashboard',
    async (role) => {
      signedInAs(role);
      expect(await pathAfterLoad('/audit-template?auditId=31')).toBe('/dashboard');
    },
  );

  it('renders the pages that require only a login for any role', async () => {
    signedInAs('cliente');
    expect(await pathAfterLoad('/mi-cuenta')).toBe('/mi-cuenta');
    expect(screen.getByRole('heading', { name: 'Mi Cuenta' })).toBeInTheDocument();
    // No statement answered in this test: the page's failure text.
    expect(await screen.findByText('No se pudieron cargar los datos de su cuenta.')).toBeInTheDocument();
    expect(await pathAfterLoad('/finanzas')).toBe('/finanzas');
    expect(screen.getByText('No tienes permisos para acceder a esta sección.')).toBeInTheDocument();
  });

  it('keeps the query of the requested page', async () => {
    signedInAs('supervisor');
    const view = renderApp('/audit-template?auditId=8&mode=supervisor');
    expect(await screen.findByRole('heading', { name: /Planilla de Auditoría #8/ })).toBeInTheDocument();
    expect(currentUrl(view.router)).toBe('/audit-template?auditId=8&mode=supervisor');
  });
});
