import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, exportedQuery, fileResponse } from '../../../test/downloads';
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
    expect(
      await exportedQuery(user, names, {
        button: 'Descargar la nómina de Noviembre 2026 en CSV',
        file: 'nomina-2026-11.csv',
        path: '/api/sueldos/export',
      }),
    ).toEqual({
      formato: 'csv',
      mes: '11',
      anio: '2026',
    });
  });
});
