import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockApi, networkFailure } from '../../../test/fetch-mock';
import { makeUser, meResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

async function fillAndSubmit(view: ReturnType<typeof renderApp>, email = 'ana', password = 'secreta1') {
  await view.user.type(screen.getByLabelText('Email o Usuario'), email);
  await view.user.type(screen.getByLabelText('Contraseña'), password);
  await view.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

describe('login page', () => {
  it('shows the logo, the subtitle and one form with both required fields', async () => {
    mockApi({});
    renderApp('/login');
    expect(await screen.findByRole('img', { name: 'Logo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sistema de Auditorías' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email o Usuario');
    const password = screen.getByLabelText('Contraseña');
    expect(email).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('type', 'password');
    expect(email).toBeRequired();
    expect(password).toBeRequired();
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
  });

  it('does not call the server while a field is empty', async () => {
    const calls = mockApi({});
    const view = renderApp('/login');
    await view.user.click(await screen.findByRole('button', { name: 'Iniciar Sesión' }));
    expect(screen.getByText('Ingresá tu email o usuario')).toBeInTheDocument();
    expect(screen.getByText('Ingresá tu contraseña')).toBeInTheDocument();

    await view.user.type(screen.getByLabelText('Email o Usuario'), 'ana');
    await view.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(screen.getByText('Ingresá tu contraseña')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows "Iniciando sesión..." on a disabled button while the call is pending', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ 'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const view = renderApp('/login');
    await fillAndSubmit(view);

    const pending = await screen.findByRole('button', { name: 'Iniciando sesión...' });
    expect(pending).toBeDisabled();
    answer(jsonResponse({ success: false }, 401));
    expect(await screen.findByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
  });

  it("shows the server's error text", async () => {
    mockApi({
      'POST /api/auth/login': () =>
        errorResponse(401, 'Email, usuario o contraseña incorrectos', {
          message: 'Credenciales inválidas',
          code: 'INVALID_CREDENTIALS',
        }),
    });
    const view = renderApp('/login');
    await fillAndSubmit(view);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email, usuario o contraseña incorrectos');
    expect(view.router.state.location.pathname).toBe('/login');
  });

  it("shows the server's message when it sent no error text", async () => {
    mockApi({
      'POST /api/auth/login': () =>
        jsonResponse(
          { success: false, message: 'Tu usuario está desactivado. Contactá al administrador.' },
          403,
        ),
    });
    const view = renderApp('/login');
    await fillAndSubmit(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu usuario está desactivado. Contactá al administrador.',
    );
  });

  it("shows 'Error al iniciar sesión' when the server answered success false without a text", async () => {
    mockApi({ 'POST /api/auth/login': () => jsonResponse({ success: false }) });
    const view = renderApp('/login');
    await fillAndSubmit(view);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al iniciar sesión');
  });

  it("shows 'Error de conexión al servidor' when the server cannot be reached", async () => {
    mockApi({ 'POST /api/auth/login': networkFailure });
    const view = renderApp('/login');
    await fillAndSubmit(view);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de conexión al servidor');
  });

  it('keeps the token and the user and opens the dashboard on success', async () => {
    const user = makeUser('operador', { id: 42 });
    const calls = mockApi({
      'POST /api/auth/login': () => jsonResponse({ success: true, token: 'tok-123', user }),
    });
    const view = renderApp('/login');
    await fillAndSubmit(view, '  olga  ', 'secreta1');

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
    expect(calls[0]?.body).toEqual({ email: 'olga', password: 'secreta1' });
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('tok-123');
    expect(JSON.parse(window.localStorage.getItem('currentUser') ?? 'null')).toMatchObject({ id: 42 });
    expect(await screen.findByRole('tab', { name: 'Mi Sesión' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends a signed-in user to the dashboard', async () => {
    window.localStorage.setItem('token', 'tok-abc');
    mockApi({ 'GET /api/auth/me': () => jsonResponse(meResponse(makeUser('admin'))) });
    const view = renderApp('/login');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
  });

  it('keeps a forced-logout notice, after a reload too, until the person signs in again', async () => {
    window.localStorage.setItem('force_logout_9', 'Tu sesión fue cerrada por un administrador');
    const user = makeUser('operador', { id: 9 });
    mockApi({ 'POST /api/auth/login': () => jsonResponse({ success: true, token: 'tok-9', user }) });
    const first = renderApp('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu sesión fue cerrada por un administrador');
    first.unmount();
    const view = renderApp('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu sesión fue cerrada por un administrador');
    await fillAndSubmit(view, 'olga', 'secreta1');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem('force_logout_9')).toBeNull();
  });
});
