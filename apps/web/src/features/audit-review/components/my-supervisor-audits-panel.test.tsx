import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { onePage, pagedAnswer, requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeAudit } from '../../audits/testing/fixtures';
import { MySupervisorAuditsPanel } from './my-supervisor-audits-panel';

const mine = [
  makeAudit({ id: 61, titulo: 'Caja revisada', estado: 'entregada' }),
  makeAudit({ id: 60, titulo: 'Perímetro revisado', estado: 'guardado_supervisor' }),
];
const older = [makeAudit({ id: 41, titulo: 'Depósito revisado', estado: 'facturada' })];

describe("'Mis Auditorías de Supervisor' (paged)", { timeout: 20_000 }, () => {
  it("pages the supervisor's audits with 'Cargar más'", async () => {
    mockApi({ 'GET /api/audits/supervisor/my-audits': pagedAnswer([mine, older]) });
    const { user } = renderWithProviders(<MySupervisorAuditsPanel />);
    await screen.findByText('Caja revisada');
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Depósito revisado')).toBeInTheDocument();
    expect(requestedUrls('/api/audits/supervisor/my-audits').at(-1)?.searchParams.get('cursor')).toBe('p1');
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 3 (todas)');
  });

  it('searches on the server: the audits it reviewed (supervisor=true) that match', async () => {
    mockApi({
      'GET /api/audits/supervisor/my-audits': () => onePage(mine),
      'GET /api/audits': () => onePage(older),
    });
    const { user } = renderWithProviders(<MySupervisorAuditsPanel />);
    await screen.findByText('Caja revisada');
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'depósito');
    expect(await screen.findByText('Depósito revisado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Caja revisada')).not.toBeInTheDocument());
    const search = requestedUrls('/api/audits').at(-1);
    expect(search?.searchParams.get('search')).toBe('depósito');
    expect(search?.searchParams.get('supervisor')).toBe('true');
  });
});
