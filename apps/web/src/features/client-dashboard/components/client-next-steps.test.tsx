import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type { ClientDashboardCompany } from '@auditorias/domain/schemas/users';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  dashboardAnswer,
  GROUP_ADMIN,
  makeClientDashboard,
  makeDashboardCompany,
  NORTE,
  SUR,
} from '../testing/fixtures';
import { ClientNextSteps } from './client-next-steps';

afterEach(() => vi.unstubAllGlobals());

const CLIENT = makeUser('cliente', { id: 30 });
const block = () => within(screen.getByRole('region', { name: 'Qué hacer ahora' }));

/** The block of `user`, whose dashboard sums `companies`. */
function show(user: PublicUser, companies: ClientDashboardCompany[], onReportsTab: boolean) {
  mockApi({
    [`GET /api/users/${user.id}/dashboard`]: () => dashboardAnswer(makeClientDashboard(user, companies)),
  });
  renderWithProviders(<ClientNextSteps user={user} onReportsTab={onReportsTab} />);
}

describe("the client's 'Qué hacer ahora'", () => {
  it("tells a group's administrator, from its dashboard's totals, what is ordered, owed and ready", async () => {
    show(GROUP_ADMIN, [NORTE, SUR], false);
    expect(
      await block().findByText('9 auditorías pedidas todavía no entregadas (1 en proceso).'),
    ).toBeInTheDocument();
    expect(block().getByRole('link', { name: 'Mis Pedidos' })).toHaveAttribute(
      'href',
      '/dashboard?tab=my-orders',
    );
    expect(block().getByText('Deuda pendiente: $ 25.000.')).toBeInTheDocument();
    expect(block().getByRole('link', { name: 'Estado de cuenta' })).toHaveAttribute('href', '/mi-cuenta');
    expect(
      block().getByText('6 auditorías entregadas, con sus reportes para descargar.'),
    ).toBeInTheDocument();
    expect(block().getByRole('link', { name: 'Ir a reportes' })).toHaveAttribute(
      'href',
      '/dashboard?tab=audits#auditorias-recibidas',
    );
  });

  it("on 'Mis Auditorías' the reports are a jump down the page; no money for a viewer who may not see it", async () => {
    show(CLIENT, [makeDashboardCompany(3, 'Demo Norte S.A.', [1, 0, 0], null)], true);
    expect(
      await block().findByText('1 auditoría entregada, con su reporte para descargar.'),
    ).toBeInTheDocument();
    expect(block().getByRole('link', { name: 'Ir a reportes' })).toHaveAttribute(
      'href',
      '#auditorias-recibidas',
    );
    expect(block().getAllByRole('listitem')).toHaveLength(1);
  });

  it("says 'Todo al día' when nothing is ordered, owed or delivered", async () => {
    show(CLIENT, [makeDashboardCompany(3, 'Demo Norte S.A.', [0, 0, 0], [0, 0, 0])], true);
    expect(await block().findByText('Todo al día')).toBeInTheDocument();
    expect(
      block().getByText('No tenés pedidos en curso, deuda ni reportes por descargar.'),
    ).toBeInTheDocument();
  });
});
