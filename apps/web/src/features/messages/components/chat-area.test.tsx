import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, fileResponse, queryObject, requestedQueries } from '../../../test/downloads';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeMessage, makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChatArea } from './chat-area';

const message = (id: number, contenido: string) =>
  makeMessage({ id, contenido, createdAt: '2026-11-25T12:00:00.000Z' });

const sergio = { id: 2, name: 'Sergio Supervisor', role: 'supervisor' as const, email: 'supervisor@demo.ar' };

describe('conversation export', { timeout: 20_000 }, () => {
  it('downloads the open conversation with the token, as CSV or XLSX', async () => {
    setToken('tok-1');
    const names = captureDownloads();
    const calls = mockApi({
      'GET /api/messages/conversation/2': () =>
        jsonResponse({ success: true, data: [message(1, 'Buen día'), message(2, '¿Empezaste?')] }),
      'GET /api/messages/conversation/2/export': fileResponse('conversacion-2-2026-11-25.xlsx'),
    });
    const { user } = renderWithProviders(
      <ChatArea contact={sergio} currentUser={makeUser('operador', { id: 5 })} onDeleted={() => {}} />,
    );
    const chat = await screen.findByTestId('chat-area');
    await within(chat).findByText('Buen día');
    await user.click(within(chat).getByRole('button', { name: 'Descargar la conversación en XLSX' }));
    await waitFor(() => expect(names).toEqual(['conversacion-2-2026-11-25.xlsx']));
    const exported = calls.filter((c) => c.path === '/api/messages/conversation/2/export');
    expect(exported).toHaveLength(1);
    expect(exported[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(queryObject(requestedQueries('/api/messages/conversation/2/export')[0])).toEqual({
      formato: 'xlsx',
    });
  });

  it('offers no export for an empty conversation', async () => {
    mockApi({ 'GET /api/messages/conversation/2': () => jsonResponse({ success: true, data: [] }) });
    renderWithProviders(
      <ChatArea contact={sergio} currentUser={makeUser('operador', { id: 5 })} onDeleted={() => {}} />,
    );
    expect(await screen.findByText('Todavía no hay mensajes. Escribí el primero.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Descargar la conversación/ })).not.toBeInTheDocument();
  });
});
