import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, exportedQuery, fileResponse } from '../../../test/downloads';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MonthExportMenu } from './month-export-menu';

// The Balance and Personal tabs' month files: the button asks its export call for the month shown.
describe("the finance tabs' month files", { timeout: 20_000 }, () => {
  afterEach(() => window.localStorage.clear());

  it('Balance: the month shown, with the bearer token', async () => {
    setToken('tok-1');
    const names = captureDownloads();
    const calls = mockApi({ 'GET /api/finanzas/balance/export': fileResponse('balance-2026-10.xlsx') });
    const { user } = renderWithProviders(
      <MonthExportMenu
        title="Balance y cierre"
        what="el balance y el cierre"
        path="/finanzas/balance/export"
        baseName="balance"
        period={{ mes: 10, anio: 2026 }}
      />,
    );
    expect(screen.getByText('Balance y cierre de Octubre 2026')).toBeInTheDocument();
    const query = await exportedQuery(user, names, {
      button: 'Descargar el balance y el cierre de Octubre 2026 en XLSX',
      file: 'balance-2026-10.xlsx',
      path: '/api/finanzas/balance/export',
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(query).toEqual({
      formato: 'xlsx',
      mes: '10',
      anio: '2026',
    });
  });
});
