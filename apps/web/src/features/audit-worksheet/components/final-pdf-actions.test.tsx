import type { AuditState } from '@auditorias/domain/audits/states';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_AUTHENTICATED_MESSAGE } from '../../../lib/file-download';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, pdfResponse } from '../../../test/downloads';
import { errorResponse, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeTemplate } from '../testing/template-fixture';
import { WorksheetScreen } from './worksheet-screen';

const supervisor = makeUser('supervisor', { id: 3 });

function setup(estado: AuditState, user = supervisor, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/audits/31/generate/pdf-client': pdfResponse('auditoria-31-cliente.pdf'),
    'PUT /api/audits/supervisor/31/generate-pdf-for-client': () =>
      jsonResponse({ success: true, pdfFileName: 'auditoria-31-cliente.pdf' }),
    ...routes,
  });
  const view = renderWithProviders(
    <WorksheetScreen auditId={31} template={makeTemplate({ estado })} user={user} supervisorMode={false} />,
    { path: '/audit-template?auditId=31' },
  );
  return { ...view, calls };
}

const fetchedUrls = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));

beforeEach(() => setToken('tok-1'));
afterEach(() => vi.restoreAllMocks());

describe("worksheet 'PDF final'", { timeout: 20_000 }, () => {
  it('shows only to staff once the audit is approved, delivered or billed', () => {
    const first = setup('terminada');
    expect(screen.queryByRole('button', { name: 'PDF final' })).not.toBeInTheDocument();
    first.unmount();
    const second = setup('aprobada', makeUser('operador', { id: 15 }));
    expect(screen.queryByRole('button', { name: 'PDF final' })).not.toBeInTheDocument();
    second.unmount();
    for (const estado of ['aprobada', 'entregada', 'facturada'] as const) {
      const view = setup(estado, makeUser('admin', { id: 1 }));
      expect(screen.getByRole('button', { name: 'PDF final' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it("prefills the title with the audit's, lets it be changed and downloads the client's PDF with it", async () => {
    const names = captureDownloads();
    const { user } = setup('aprobada');
    await user.click(screen.getByRole('button', { name: 'PDF final' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDF final para el cliente' });
    const title = within(dialog).getByLabelText(/Título del PDF/);
    expect(title).toHaveValue('Control de apertura de cajas');
    await user.clear(title);
    await user.type(title, 'Informe de cajas · noviembre');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar PDF final' }));
    await waitFor(() => expect(names).toEqual(['auditoria-31-cliente.pdf']));
    const url = fetchedUrls().find((u) => u.includes('/generate/pdf-client')) ?? '';
    expect(new URL(url, 'http://x').searchParams.get('titulo')).toBe('Informe de cajas · noviembre');
  });

  it("'Generar PDF para cliente' keeps the final PDF with the title and names the file", async () => {
    const { user, calls } = setup('aprobada');
    await user.click(screen.getByRole('button', { name: 'PDF final' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDF final para el cliente' });
    await user.type(within(dialog).getByLabelText(/Título del PDF/), ' (final)');
    await user.click(within(dialog).getByRole('button', { name: 'Generar PDF para cliente' }));
    expect(
      await within(dialog).findByText('PDF para el cliente generado: auditoria-31-cliente.pdf'),
    ).toBeInTheDocument();
    const put = calls.find((c) => c.path === '/api/audits/supervisor/31/generate-pdf-for-client');
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ titulo: 'Control de apertura de cajas (final)' });
  });

  it('once delivered, downloads the PDF the client received: the title is fixed', async () => {
    const { user } = setup('entregada');
    await user.click(screen.getByRole('button', { name: 'PDF final' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDF final para el cliente' });
    expect(within(dialog).getByLabelText(/Título del PDF/)).toHaveAttribute('readonly');
    expect(dialog).toHaveTextContent('se descarga el mismo PDF que recibió el cliente');
  });

  it("says 'No estás autenticado...' without a stored token, without calling the server", async () => {
    window.localStorage.removeItem('token');
    const { user, calls } = setup('aprobada');
    await user.click(screen.getByRole('button', { name: 'PDF final' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDF final para el cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Descargar PDF final' }));
    expect(await within(dialog).findByTestId('final-pdf-error')).toHaveTextContent(NOT_AUTHENTICATED_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Generar PDF para cliente' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('final-pdf-error')).toHaveTextContent(NOT_AUTHENTICATED_MESSAGE),
    );
    expect(calls.some((c) => c.path.includes('pdf'))).toBe(false);
  });

  it("shows 'Error descargando PDF' and 'Error al generar PDF para cliente' with the server's text", async () => {
    const refusal = () => errorResponse(404, 'Auditoría no encontrada');
    const { user } = setup('aprobada', supervisor, {
      'GET /api/audits/31/generate/pdf-client': refusal,
      'PUT /api/audits/supervisor/31/generate-pdf-for-client': refusal,
    });
    await user.click(screen.getByRole('button', { name: 'PDF final' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDF final para el cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Descargar PDF final' }));
    expect(await within(dialog).findByTestId('final-pdf-error')).toHaveTextContent(
      'Error descargando PDF: Auditoría no encontrada',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Generar PDF para cliente' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('final-pdf-error')).toHaveTextContent(
        'Error al generar PDF para cliente: Auditoría no encontrada',
      ),
    );
  });
});
