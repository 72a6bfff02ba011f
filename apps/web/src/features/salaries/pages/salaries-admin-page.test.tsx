import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderRouter } from '../../../test/render-with-providers';
import { SalariesAdminPage } from './salaries-admin-page';

describe('/sueldos-admin', () => {
  it("takes the admin from /sueldos-admin back to the dashboard's 'Sueldos' tab", async () => {
    mockApi({});
    const router = createMemoryRouter(
      [
        { path: '/sueldos-admin', element: <SalariesAdminPage /> },
        { path: '/dashboard', element: <div>panel</div> },
      ],
      { initialEntries: ['/sueldos-admin'] },
    );
    const { user } = renderRouter(router);
    await user.click(screen.getByRole('link', { name: '← Volver al panel' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?tab=salaries');
    expect(await screen.findByText('panel')).toBeInTheDocument();
  });
});
