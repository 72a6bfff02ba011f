import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { pagedAnswer, requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeAudit } from '../../audits/testing/fixtures';
import { PendingReviewList } from './pending-review-list';

const page1 = [
  makeAudit({ id: 52, titulo: 'Cierre de caja', estado: 'guardado_supervisor' }),
  makeAudit({ id: 51, titulo: 'Apertura', estado: 'terminada' }),
];
const page2 = [makeAudit({ id: 40, titulo: 'Perímetro', estado: 'terminada' })];

describe('audits pending review (paged)', { timeout: 20_000 }, () => {
  it("shows the server's first page in its order and loads the next one with 'Cargar más'", async () => {
    mockApi({ 'GET /api/audits/supervisor/pending': pagedAnswer([page1, page2]) });
    const { user } = renderWithProviders(<PendingReviewList />);
    await screen.findByTestId('pending-review-52');
    const rows = () => screen.getAllByTestId(/^pending-review-\d+$/).map((r) => r.dataset.testid);
    expect(rows()).toEqual(['pending-review-52', 'pending-review-51']);
    expect(requestedUrls('/api/audits/supervisor/pending')[0]?.searchParams.has('cursor')).toBe(false);
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 2');

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await screen.findByTestId('pending-review-40');
    expect(rows()).toEqual(['pending-review-52', 'pending-review-51', 'pending-review-40']);
    expect(requestedUrls('/api/audits/supervisor/pending').at(-1)?.searchParams.get('cursor')).toBe('p1');
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 3 (todas)');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });
});
