import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, fileResponse, queryObject, requestedQueries } from '../../../test/downloads';
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
    await user.click(
      screen.getByRole('button', { name: 'Descargar las horas del personal de Noviembre 2026 en CSV' }),
    );
    await waitFor(() => expect(names).toEqual(['horas-personal-2026-11.csv']));
    expect(queryObject(requestedQueries('/api/work-sessions/employee-summary/export')[0])).toEqual({
      formato: 'csv',
      mes: '11',
      anio: '2026',
      role: 'operador',
      status: 'todos',
    });
  });
});
