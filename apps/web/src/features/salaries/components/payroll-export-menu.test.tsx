import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, fileResponse, queryObject, requestedQueries } from '../../../test/downloads';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PayrollExportMenu } from './payroll-export-menu';

// The salary screen's payroll file: the month shown, saved under the server's name.
describe('the payroll file', { timeout: 20_000 }, () => {
  afterEach(() => window.localStorage.clear());

  it('payroll: the salary screen month', async () => {
    setToken('tok-1');
    const names = captureDownloads();
    mockApi({ 'GET /api/sueldos/export': fileResponse('nomina-2026-11.csv') });
    const { user } = renderWithProviders(<PayrollExportMenu period={{ mes: 11, anio: 2026 }} />);
    await user.click(screen.getByRole('button', { name: 'Descargar la nómina de Noviembre 2026 en CSV' }));
    await waitFor(() => expect(names).toEqual(['nomina-2026-11.csv']));
    expect(queryObject(requestedQueries('/api/sueldos/export')[0])).toEqual({
      formato: 'csv',
      mes: '11',
      anio: '2026',
    });
  });
});
