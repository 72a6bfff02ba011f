import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, exportedQuery, fileResponse } from '../../../test/downloads';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StaffHoursExportMenu } from './staff-hours-export-menu';

// The staff centre's hours file: the centre's month and filters, saved under the server's name.
describe('the staff hours file', { timeout: 20_000 }, () => {
  afterEach(() => window.localStorage.clear());

  it("staff hours: the staff centre's month and filters (an empty search is left out)", async () => {
    setToken('tok-1');
    const names = captureDownloads();
    mockApi({
      'GET /api/work-sessions/employee-summary/export': fileResponse('horas-personal-2026-11.csv'),
    });
    const { user } = renderWithProviders(
      <StaffHoursExportMenu
        filters={{ mes: 11, anio: 2026, role: 'operador', status: 'todos', search: '' }}
      />,
    );
    expect(
      await exportedQuery(user, names, {
        button: 'Descargar las horas del personal de Noviembre 2026 en CSV',
        file: 'horas-personal-2026-11.csv',
        path: '/api/work-sessions/employee-summary/export',
      }),
    ).toEqual({
      formato: 'csv',
      mes: '11',
      anio: '2026',
      role: 'operador',
      status: 'todos',
    });
  });
});
