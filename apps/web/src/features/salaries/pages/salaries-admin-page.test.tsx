import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SalariesAdminPage } from '../features/salaries/pages/salaries-admin-page';
import { mockApi } from '../test/fetch-mock';
import { renderRouter } from '../test/render-with-providers';

describe("'← Volver al panel' on the pages without the dashboard's tabs", () => {
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
