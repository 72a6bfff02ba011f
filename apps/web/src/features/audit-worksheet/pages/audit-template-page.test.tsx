import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser, meResponse } from '../../../test/fixtures';
import { onePage } from '../../../test/list-pages';
import { renderApp } from '../../../test/render-app';
import { clientsForAuditsAnswer } from '../../audits/testing/fixtures';
import { SUPERVISOR_ONLY_MESSAGE } from '../components/worksheet-screen';
import { makeTemplate, OPERATOR_ID } from '../testing/template-fixture';

function signedIn(
  routes: Parameters<typeof mockApi>[0] = {},
  user = makeUser('operador', { id: OPERATOR_ID }),
) {
  window.localStorage.setItem('token', 'tok-1');
  return mockApi({
    'GET /api/auth/me': () => jsonResponse(meResponse(user)),
    ...routes,
  });
}

const SUPERVISOR_URL = '/audit-template?auditId=31&mode=supervisor&returnTo=supervisor-review';

describe('/audit-template', () => {
  it("says 'ID de auditoría no especificado' without a usable auditId", async () => {
    signedIn();
    renderApp('/audit-template?auditId=abc');
    expect(await screen.findByText('ID de auditoría no especificado')).toBeInTheDocument();
  });

  it('opens the worksheet of the audit over the whole screen', async () => {
    signedIn({ 'GET /api/audits/31/template': () => jsonResponse({ success: true, ...makeTemplate() }) });
    renderApp('/audit-template?auditId=31');
    expect(await screen.findByRole('heading', { name: 'Planilla de Auditoría #31' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Control de apertura de cajas' })).toBeInTheDocument();
    expect(screen.getByTestId('worksheet-overlay')).toHaveStyle({ position: 'fixed' });
  });

  it.each([
    {
      name: "a missing audit: 'No se encontraron datos de la auditoría' over 'Error cargando plantilla: ...'",
      answer: () => errorResponse(404, 'Auditoría no encontrada', { message: 'Auditoría no encontrada' }),
      title: 'No se encontraron datos de la auditoría',
      detail: 'Error cargando plantilla: Auditoría no encontrada',
      notTitle: 'Error al cargar los datos de la auditoría',
    },
    {
      name: "any other failure: 'Error al cargar los datos de la auditoría' with the server's text",
      answer: () => errorResponse(403, 'Sin permisos para ver esta auditoría'),
      title: 'Error al cargar los datos de la auditoría',
      detail: 'Error cargando plantilla: Sin permisos para ver esta auditoría',
      notTitle: 'No se encontraron datos de la auditoría',
    },
  ])('$name', async ({ answer, title, detail, notTitle }) => {
    signedIn({ 'GET /api/audits/31/template': answer });
    renderApp('/audit-template?auditId=31');
    const alert = await screen.findByTestId('template-error');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(detail);
    expect(alert).not.toHaveTextContent(notTitle);
  });

  it('opens supervisor mode for a supervisor from /supervisor/form-data, editable', async () => {
    const calls = signedIn(
      {
        'GET /api/audits/31/supervisor/form-data': () =>
          jsonResponse({ success: true, ...makeTemplate({ estado: 'terminada' }) }),
        'GET /api/audits/supervisor/pending': () => onePage([]),
        'GET /api/clients/for-audits': clientsForAuditsAnswer,
      },
      makeUser('supervisor', { id: 3 }),
    );
    renderApp(SUPERVISOR_URL);
    expect(await screen.findByTestId('supervisor-banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aprobar y enviar al cliente' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/audits/31/template')).toBe(false);
  });

  it('shows an operator the supervisor-mode address read-only, without saving or approving', async () => {
    const calls = signedIn({
      'GET /api/audits/31/template': () =>
        jsonResponse({ success: true, ...makeTemplate({ estado: 'terminada' }) }),
    });
    renderApp(SUPERVISOR_URL);
    expect(await screen.findByTestId('read-only')).toHaveTextContent(SUPERVISOR_ONLY_MESSAGE);
    expect(screen.getByLabelText('Observaciones Finales')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar y enviar al cliente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar evento' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Observaciones del Supervisor/)).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path.includes('/supervisor/'))).toBe(false));
  });

  it("shows 'Error cargando plantilla: ...' in supervisor mode too", async () => {
    signedIn(
      {
        'GET /api/audits/31/supervisor/form-data': () => errorResponse(404, 'Auditoría no encontrada'),
      },
      makeUser('admin', { id: 1 }),
    );
    renderApp(SUPERVISOR_URL);
    const alert = await screen.findByTestId('template-error');
    expect(alert).toHaveTextContent('No se encontraron datos de la auditoría');
    expect(alert).toHaveTextContent('Error cargando plantilla: Auditoría no encontrada');
  });
});
