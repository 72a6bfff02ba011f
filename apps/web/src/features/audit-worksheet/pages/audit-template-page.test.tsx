import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser, meResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeTemplate, OPERATOR_ID } from '../testing/template-fixture';

function signedIn(routes: Parameters<typeof mockApi>[0] = {}) {
  window.localStorage.setItem('token', 'tok-1');
  return mockApi({
    'GET /api/auth/me': () => jsonResponse(meResponse(makeUser('operador', { id: OPERATOR_ID }))),
    ...routes,
  });
}

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

  it("shows 'Error cargando plantilla: ...' with the server's text", async () => {
    signedIn({
      'GET /api/audits/31/template': () =>
        jsonResponse(
          { success: false, error: 'Auditoría no encontrada', message: 'Auditoría no encontrada' },
          404,
        ),
    });
    renderApp('/audit-template?auditId=31');
    expect(await screen.findByTestId('template-error')).toHaveTextContent(
      'Error cargando plantilla: Auditoría no encontrada',
    );
  });
});
