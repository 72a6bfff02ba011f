import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { countsAnswer, requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeAudit } from '../../audits/testing/fixtures';
import { SupervisorPanel } from './supervisor-panel';

const now = new Date('2026-11-20T15:00:00.000Z');
const deliveredInNovember = Array.from({ length: 12 }, (_, i) =>
  makeAudit({
    id: 100 - i,
    titulo: `Entregada ${100 - i}`,
    estado: i % 2 === 0 ? 'entregada' : 'facturada',
    fechaEntrega: `2026-11-${String(19 - i).padStart(2, '0')}T12:00:00.000Z`,
  }),
);
const october = makeAudit({ id: 50, estado: 'entregada', fechaEntrega: '2026-10-30T12:00:00.000Z' });

function setup(page: { auditorias: unknown[]; siguiente: string | null }) {
  mockApi({
    'GET /api/audits/counts': () =>
      countsAnswer({ terminada: 7, guardado_supervisor: 5, entregada: 900, pendiente: 3 }),
    'GET /api/audits': () =>
      jsonResponse({
        success: true,
        auditorias: page.auditorias,
        paginacion: { siguiente: page.siguiente, limite: 50 },
      }),
  });
  return renderWithProviders(<SupervisorPanel now={now} />);
}

describe('supervisor panel', { timeout: 20_000 }, () => {
  it("counts pending audits with the server's counts (terminada + guardado_supervisor)", async () => {
    setup({ auditorias: [], siguiente: null });
    expect(
      await screen.findByText('12', { selector: '[data-testid="supervisor-pending-count"]' }),
    ).toBeInTheDocument();
    expect(requestedUrls('/api/audits/supervisor/pending')).toHaveLength(0);
  });

  it("reads the month's work from the first page of the supervisor's delivered audits and lists 10", async () => {
    setup({ auditorias: [...deliveredInNovember, october], siguiente: 'next' });
    expect(
      await screen.findByText('12', { selector: '[data-testid="supervisor-month-count"]' }),
    ).toBeInTheDocument();
    const [request] = requestedUrls('/api/audits');
    expect(request?.searchParams.get('supervisor')).toBe('true');
    expect(request?.searchParams.get('estado')).toBe('entregada,facturada');
    expect(request?.searchParams.get('limit')).toBe('50');
    expect(request?.searchParams.has('cursor')).toBe(false);
    expect(screen.getByTestId('supervisor-performance')).toHaveTextContent('24%');
    expect(screen.getByText('12 de 50 este mes')).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).queryByText('Entregada 89')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas' })).toBeInTheDocument();
  });

  it('says there may be more when the whole page was this month and the server has more', async () => {
    setup({ auditorias: deliveredInNovember, siguiente: 'next' });
    expect(
      await screen.findByText('12+', { selector: '[data-testid="supervisor-month-count"]' }),
    ).toBeInTheDocument();
    expect(screen.getByText('12+ de 50 este mes')).toBeInTheDocument();
  });
});
