import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { jsonResponse, mockApi, type RecordedCall } from '../../../test/fetch-mock';
import { meResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** GET /clients/for-audits for the company selects: Demo Norte S.A. (3) and Demo Sur S.R.L. (4). */
export const CLIENTS_FOR_AUDITS = {
  success: true,
  data: [
    { id: 3, nombre: 'Demo Norte S.A.', email: null, activo: true, parentId: null, branches: [] },
    { id: 4, nombre: 'Demo Sur S.R.L.', email: null, activo: true, parentId: null, branches: [] },
  ],
};

interface UsersScreenOptions {
  /** Who is signed in, with the token the app sends (an admin's by default). */
  me: PublicUser;
  token?: string;
  /** GET /users: one page with all of them. */
  users: readonly PublicUser[];
  /** The app's address: the admin's users tab unless said. */
  path?: string;
  /** The test's own routes (they win over the ones above). */
  routes?: Parameters<typeof mockApi>[0];
}

/** The whole app signed in as `me`, on a screen that lists the users. */
export function renderUsersScreen({
  me,
  token = 'tok-admin',
  users,
  path = '/dashboard?tab=users',
  routes = {},
}: UsersScreenOptions) {
  window.localStorage.setItem('token', token);
  const calls = mockApi({
    'GET /api/auth/me': () => jsonResponse(meResponse(me)),
    'GET /api/users': () =>
      jsonResponse({
        success: true,
        data: users,
        total: users.length,
        paginacion: { siguiente: null, limite: 50 },
      }),
    'GET /api/messages/unread-count': () => jsonResponse({ success: true, count: 0, latest: null }),
    'GET /api/clients/for-audits': () => jsonResponse(CLIENTS_FOR_AUDITS),
    ...routes,
  });
  return { calls, view: renderApp(path) };
}

/** The calls made to one method and path. */
export const sent = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
