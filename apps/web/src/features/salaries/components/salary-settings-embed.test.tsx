import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financeSalarySlots } from '../../../app/finance-with-salaries';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SettingsTab } from '../../finance/components/settings-tab';
import { financeAccess } from '../../finance/public';
import { contable, financeStaffAnswer } from '../../finance/testing/finance-fixtures';
import { config, monthAnswer, record, usersAnswer } from '../testing/salary-admin-fixtures';

const PRICING = {
  success: true,
  data: { multiplicadores: { normal: 1, prioritaria: 1.5, urgente: 2 }, costoPorDefecto: 100 },
};
function setup(user = makeUser('admin')) {
  const calls = mockApi({
    'GET /api/users': usersAnswer(),
    'GET /api/finanzas/usuarios/detallados': financeStaffAnswer(),
    'GET /api/sueldos': () => monthAnswer(record(), config()),
    'GET /api/config/audit-pricing': () => jsonResponse(PRICING),
  });
  return {
    ...renderWithProviders(<SettingsTab access={financeAccess(user)} salaries={financeSalarySlots} />),
    calls,
  };
}

describe('the finance Configuración tab embeds the salary screen', { timeout: 20_000 }, () => {
  it('editable for the admin', async () => {
    const { user } = setup();
    const salaries = within(
      await screen.findByRole('region', { name: 'Administración de Sueldos' }, { timeout: 8_000 }),
    );
    expect(screen.queryByText(/estará disponible/)).not.toBeInTheDocument();
    await user.click(await salaries.findByRole('button', { name: /Sergio Supervisor/ }));
    expect(await salaries.findByRole('button', { name: 'Guardar configuración' })).toBeEnabled();
    expect(await salaries.findByRole('button', { name: 'Pago Total' })).toBeEnabled();
  });

  it('read-only for the contable, who lists the staff through finance', async () => {
    const { user, calls } = setup(contable());
    const salaries = within(
      await screen.findByRole('region', { name: 'Administración de Sueldos' }, { timeout: 8_000 }),
    );
    expect(
      salaries.getByText('Solo lectura: los sueldos los configura y paga un administrador.'),
    ).toBeVisible();
    await user.click(await salaries.findByRole('button', { name: /Olga Operadora/ }));
    expect(await salaries.findByLabelText('Sueldo de referencia')).toBeDisabled();
    expect(salaries.queryByRole('button', { name: 'Guardar configuración' })).not.toBeInTheDocument();
    expect(salaries.queryByRole('button', { name: 'Pago Total' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users')).toBe(false);
  });
});
