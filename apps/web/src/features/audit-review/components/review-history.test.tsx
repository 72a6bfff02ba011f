import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, exportedQuery, fileResponse } from '../../../test/downloads';
import { mockApi } from '../../../test/fetch-mock';
import { currentUrl, onePage, pagedAnswer, requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { clientsForAuditsAnswer, makeAudit } from '../../audits/testing/fixtures';
import { ReviewHistory } from './review-history';

const norte = { id: 3, nombre: 'Demo Norte S.A.' };
const sur = { id: 5, nombre: 'Demo Sur S.R.L.' };
const page1 = [
  makeAudit({ id: 30, titulo: 'Caja Norte', estado: 'entregada', clienteId: 3, client: norte }),
  makeAudit({ id: 29, titulo: 'Caja Sur', estado: 'terminada', clienteId: 5, client: sur }),
];
const page2 = [
  makeAudit({ id: 20, titulo: 'Perímetro Norte', estado: 'facturada', clienteId: 3, client: norte }),
];

function setup(audits: Parameters<typeof mockApi>[0][string]) {
  mockApi({
    'GET /api/audits': audits,
    'GET /api/clients/for-audits': clientsForAuditsAnswer,
  });
  return renderWithProviders(<ReviewHistory />);
}

const lastHistory = () => requestedUrls('/api/audits').at(-1);

describe('review history (paged, filtered by the server)', { timeout: 20_000 }, () => {
  it("asks for the history states and loads the next page with 'Cargar más'", async () => {
    const { user } = setup(pagedAnswer([page1, page2]));
    await screen.findByText('Caja Norte');
    const first = requestedUrls('/api/audits')[0];
    expect(first?.searchParams.get('all')).toBe('true');
    expect(first?.searchParams.get('estado')).toBe('terminada,entregada,facturada');
    expect(first?.searchParams.has('limit')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Perímetro Norte')).toBeInTheDocument();
    expect(screen.getByText('Caja Sur')).toBeInTheDocument();
    expect(lastHistory()?.searchParams.get('cursor')).toBe('p1');
    expect(lastHistory()?.searchParams.get('estado')).toBe('terminada,entregada,facturada');
  });

  it('sends the search and the state to the server', async () => {
    const { user } = setup(() => onePage(page1));
    await screen.findByText('Caja Norte');
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'caja');
    await waitFor(() => expect(lastHistory()?.searchParams.get('search')).toBe('caja'));
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Entregada' }));
    await waitFor(() => expect(lastHistory()?.searchParams.get('estado')).toBe('entregada'));
    expect(lastHistory()?.searchParams.get('search')).toBe('caja');
  });

  it('sends one chosen client to the server and filters the loaded rows for several', async () => {
    const { user } = setup(() => {
      const clienteId = Number(currentUrl().searchParams.get('clienteId'));
      return onePage(clienteId ? page1.filter((a) => a.clienteId === clienteId) : page1);
    });
    await screen.findByText('Caja Sur');
    await user.click(screen.getByRole('checkbox', { name: /Demo Norte S\.A\./ }));
    await waitFor(() => expect(lastHistory()?.searchParams.get('clienteId')).toBe('3'));
    await waitFor(() => expect(screen.queryByText('Caja Sur')).not.toBeInTheDocument());
    expect(screen.getByText('Caja Norte')).toBeInTheDocument();
    const before = requestedUrls('/api/audits').length;
    await user.click(screen.getByRole('checkbox', { name: /Demo Sur S\.R\.L\./ }));
    expect(await screen.findByText('Caja Sur')).toBeInTheDocument();
    const after = requestedUrls('/api/audits').slice(before);
    expect(after.every((u) => !u.searchParams.has('clienteId'))).toBe(true);
  });

  it('exports with the search, state and the one chosen client; with several chosen it says to pick one', async () => {
    setToken('tok-sup');
    const names = captureDownloads();
    mockApi({
      'GET /api/audits': () => onePage(page1),
      'GET /api/clients/for-audits': clientsForAuditsAnswer,
      'GET /api/audits/export': fileResponse('auditorias.csv'),
    });
    const { user } = renderWithProviders(<ReviewHistory />);
    await screen.findByText('Caja Norte');
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'caja');
    await user.click(screen.getByRole('checkbox', { name: /Demo Norte S\.A\./ }));
    await waitFor(() => expect(lastHistory()?.searchParams.get('clienteId')).toBe('3'));
    await waitFor(() => expect(lastHistory()?.searchParams.get('search')).toBe('caja'));
    expect(
      await exportedQuery(user, names, {
        button: 'Descargar el historial en CSV',
        file: 'auditorias.csv',
        path: '/api/audits/export',
      }),
    ).toEqual({
      formato: 'csv',
      all: 'true',
      estado: 'terminada,entregada,facturada',
      search: 'caja',
      clienteId: '3',
    });

    // Two clients: the server filters by one only, so the file could not match the screen.
    await user.click(screen.getByRole('checkbox', { name: /Demo Sur S\.R\.L\./ }));
    expect(await screen.findByText('Para exportar, elegí un solo cliente (o ninguno).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar el historial en XLSX' })).toBeDisabled();
  });
});
