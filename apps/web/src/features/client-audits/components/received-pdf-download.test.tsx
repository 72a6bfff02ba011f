import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_AUTHENTICATED_MESSAGE } from '../../../lib/file-download';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, pdfResponse } from '../../../test/downloads';
import { errorResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { onePage } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { clientsForAuditsAnswer, makeAudit } from '../../audits/testing/fixtures';
import { ClientAuditsPanel } from './client-audits-panel';

const delivered = [
  makeAudit({
    id: 1,
    titulo: 'Integral Belgrano',
    estado: 'entregada',
    fechaEntrega: '2026-11-14T12:00:00.000Z',
  }),
  makeAudit({ id: 2, titulo: 'Cierre de caja', estado: 'facturada', estadoPago: 'pagada' }),
];

function setup(routes: Parameters<typeof mockApi>[0] = {}, user = makeUser('cliente', { id: 20 })) {
  const calls = mockApi({
    'GET /api/clients/my-audits': () => onePage(delivered),
    'GET /api/clients/for-audits': clientsForAuditsAnswer,
    'GET /api/audits/1/report/pdf': pdfResponse('Integral Belgrano - 2026-11-14.pdf'),
    ...routes,
  });
  const view = renderWithProviders(<ClientAuditsPanel user={user} />);
  return { ...view, calls };
}

beforeEach(() => setToken('tok-cliente'));
afterEach(() => vi.restoreAllMocks());

describe("'Descargar PDF' of a received audit", { timeout: 20_000 }, () => {
  it("downloads the delivered audit's PDF under the server's file name", async () => {
    const names = captureDownloads();
    const { user, calls } = setup();
    const button = await screen.findByRole('button', { name: 'Descargar PDF de la auditoría #1' });
    expect(screen.getByRole('button', { name: 'Descargar PDF de la auditoría #2' })).toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(names).toEqual(['Integral Belgrano - 2026-11-14.pdf']));
    const call = calls.find((c) => c.path === '/api/audits/1/report/pdf');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-cliente');
    expect(screen.queryByTestId('client-pdf-error')).not.toBeInTheDocument();
  });

  it('lets an auditor user download it too', async () => {
    const names = captureDownloads();
    const { user } = setup({}, makeUser('auditor', { id: 21 }));
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF de la auditoría #1' }));
    await waitFor(() => expect(names).toHaveLength(1));
  });

  it("shows 'Error descargando PDF' when it fails", async () => {
    const { user } = setup({
      'GET /api/audits/2/report/pdf': () => errorResponse(404, 'El archivo ya no está disponible'),
    });
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF de la auditoría #2' }));
    const alert = await screen.findByTestId('client-pdf-error');
    expect(alert).toHaveTextContent('Error descargando PDF: El archivo ya no está disponible');
    await user.click(within(alert).getByRole('button', { name: 'Cerrar mensaje' }));
    expect(screen.queryByTestId('client-pdf-error')).not.toBeInTheDocument();
  });

  it("shows 'Error descargando PDF' when the server cannot be reached", async () => {
    const { user } = setup({
      'GET /api/audits/2/report/pdf': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF de la auditoría #2' }));
    expect(await screen.findByTestId('client-pdf-error')).toHaveTextContent(/^Error descargando PDF/);
  });

  it("says 'No estás autenticado...' without a stored token", async () => {
    const { user, calls } = setup();
    window.localStorage.removeItem('token');
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF de la auditoría #1' }));
    expect(await screen.findByTestId('client-pdf-error')).toHaveTextContent(NOT_AUTHENTICATED_MESSAGE);
    expect(calls.some((c) => c.path.endsWith('/report/pdf'))).toBe(false);
  });
});
