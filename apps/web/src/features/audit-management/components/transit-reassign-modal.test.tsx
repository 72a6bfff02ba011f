import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, okResponse } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { assignableOperatorsAnswer, makeAudit, OSCAR } from '../../audits/testing/fixtures';
import { TransitReassignModal } from './transit-reassign-modal';

const audit = makeAudit({ id: 40, estado: 'en_proceso', operadorId: 16, operador: OSCAR });

function setup() {
  const calls = mockApi({
    'GET /api/users/assignable': assignableOperatorsAnswer,
    'PUT /api/audits/40/reassign': () => okResponse('Auditoría reasignada', { ...audit, operadorId: 15 }),
  });
  const onDone = vi.fn();
  const view = renderWithProviders(<TransitReassignModal audit={audit} onClose={() => {}} onDone={onDone} />);
  return { ...view, calls, onDone };
}

describe('reassign from the transit panel', { timeout: 20_000 }, () => {
  it('needs a choice, does not offer the current operator, and sends desdeTransito', async () => {
    const { user, calls, onDone } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reasignar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Elegí un operador');

    await user.click(screen.getByRole('combobox', { name: 'Nuevo operador' }));
    const current = await screen.findByRole('option', { name: /Oscar Operador .* — actual/ });
    expect(current).toHaveAttribute('data-combobox-disabled', 'true');
    await user.click(screen.getByRole('option', { name: /Olga Operadora/ }));
    await user.type(screen.getByLabelText('Mensaje (opcional)'), 'Cubrí el turno');
    await user.click(screen.getByRole('button', { name: 'Reasignar' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Auditoría reasignada'));
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/audits/40/reassign',
      body: { operadorId: 15, prioridad: 'normal', desdeTransito: true, mensaje: 'Cubrí el turno' },
    });
  });
});
