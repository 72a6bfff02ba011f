import type { Message } from '@auditorias/domain/schemas/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeMessage, makeUser, meResponse } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';
import { UNREAD_POLL_MS, unreadCountQueryOptions } from '../api/get-unread-count';
import { unreadCountQueryKey } from '../api/message-query-keys';

const latest = makeMessage({ id: 40, toUserId: 5, contenido: 'Revisá la sucursal Núñez' });

function setup(initial: number) {
  let unread = { count: initial, latest: initial > 0 ? latest : null };
  let failing = false;
  window.localStorage.setItem('token', 'tok-1');
  mockApi({
    'GET /api/auth/me': () => jsonResponse(meResponse(makeUser('operador', { id: 5 }))),
    'GET /api/messages/unread-count': () =>
      failing
        ? errorResponse(500, 'Caído', { message: 'Caído', code: 'X' })
        : jsonResponse({ success: true, ...unread }),
  });
  const view = renderApp('/dashboard');
  const poll = async () => {
    await view.queryClient.refetchQueries({ queryKey: unreadCountQueryKey });
  };
  return {
    view,
    poll,
    setUnread: (count: number, message: Message | null = latest) => {
      unread = { count, latest: message };
    },
    fail: () => {
      failing = true;
    },
  };
}

describe('unread notifier', () => {
  it('polls the unread count every 10 seconds', () => {
    expect(UNREAD_POLL_MS).toBe(10_000);
    expect(unreadCountQueryOptions().refetchInterval).toBe(10_000);
  });

  it("shows the pill 'N mensaje(s) nuevo(s)' beside the bell when there are unread messages, without a toast", async () => {
    const { view } = setup(3);
    const header = await screen.findByRole('banner');
    const pill = await within(header).findByRole('button', { name: '3 mensaje(s) nuevo(s)' });
    expect(screen.queryByText('Nuevo Mensaje')).not.toBeInTheDocument();
    await view.user.click(pill);
    await waitFor(() => expect(currentUrl(view.router)).toBe('/dashboard?tab=messages'));
  });

  it('shows nothing when everything is read', async () => {
    setup(0);
    await screen.findByRole('banner');
    await waitFor(() => expect(screen.queryByTestId('unread-pill')).not.toBeInTheDocument());
    expect(screen.queryByText(/mensaje\(s\) nuevo\(s\)/)).not.toBeInTheDocument();
  });

  it("raises a 'Nuevo Mensaje' toast with sender and content when the count rises; a click opens the chat", async () => {
    const { view, poll, setUnread } = setup(1);
    expect(await screen.findByRole('button', { name: '1 mensaje(s) nuevo(s)' })).toBeInTheDocument();

    setUnread(2);
    await poll();
    const toast = await screen.findByTestId('new-message-toast');
    expect(toast).toHaveTextContent('Nuevo Mensaje');
    expect(toast).toHaveTextContent('Sergio Supervisor:');
    expect(toast).toHaveTextContent('Revisá la sucursal Núñez');
    // While the toast says it, the pill does not.
    expect(screen.queryByTestId('unread-pill')).not.toBeInTheDocument();

    await view.user.click(within(toast).getByText('Revisá la sucursal Núñez'));
    await waitFor(() => expect(currentUrl(view.router)).toBe('/dashboard?tab=messages&conversation=2'));
    await waitFor(() => expect(screen.queryByTestId('new-message-toast')).not.toBeInTheDocument());
    // Not rising any more: the pill again.
    expect(await screen.findByRole('button', { name: '2 mensaje(s) nuevo(s)' })).toBeInTheDocument();
  });

  it('does not toast when the count stays or falls', async () => {
    const { poll, setUnread } = setup(2);
    await screen.findByRole('button', { name: '2 mensaje(s) nuevo(s)' });
    await poll();
    setUnread(1);
    await poll();
    expect(await screen.findByRole('button', { name: '1 mensaje(s) nuevo(s)' })).toBeInTheDocument();
    expect(screen.queryByTestId('new-message-toast')).not.toBeInTheDocument();
  });

  it('stays silent when polling fails', async () => {
    const { poll, fail } = setup(2);
    await screen.findByRole('button', { name: '2 mensaje(s) nuevo(s)' });
    fail();
    await poll();
    expect(screen.queryByText(/Caído/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('new-message-toast')).not.toBeInTheDocument();
  });
});
