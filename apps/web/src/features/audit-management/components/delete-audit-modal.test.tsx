import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeAudit } from '../../audits/testing/fixtures';
import { DeleteAuditModal } from './delete-audit-modal';

const now = new Date('2026-11-22T15:00:00.000Z');

function setup(
  createdAt: string,
  answer = () => jsonResponse({ success: true, message: 'Auditoría eliminada' }),
) {
  const calls = mockApi({ 'DELETE /api/audits/31': answer });
  const onDone = vi.fn();
  const view = renderWithProviders(
    <DeleteAuditModal
      audit={makeAudit({ id: 31, createdAt })}
      onClose={() => {}}
      onDone={onDone}
      now={now}
    />,
  );
  return { ...view, calls, onDone };
}

describe('delete audit confirmation', { timeout: 20_000 }, () => {
  it('explains a cleanup for an audit older than 30 days and sends type cleanup', async () => {
    const { user, calls, onDone } = setup('2026-10-01T12:00:00.000Z');
    expect(
      await screen.findByText(/se elimina como limpieza, sin efecto en pagos ni cobros/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Motivo (opcional)'), 'Prueba vieja');
    await user.click(screen.getByRole('button', { name: 'Eliminar (limpieza)' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Auditoría eliminada'));
    expect(calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/audits/31',
      body: { type: 'cleanup', razon: 'Prueba vieja' },
    });
  });

  it('explains a correction for a recent audit (money reversed, alert raised) and sends type correction', async () => {
    const { user, calls, onDone } = setup('2026-11-20T12:00:00.000Z');
    expect(
      await screen.findByText(/Se revierte el pago al operador, se quita el cobro al cliente/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar (corrección)' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.at(-1)?.body).toEqual({ type: 'correction' });
  });

  it("shows 'Error eliminando auditoría: ' with the server's text", async () => {
    const { user, onDone } = setup('2026-11-20T12:00:00.000Z', () =>
      errorResponse(409, 'La auditoría ya fue cobrada: revertí el cobro antes de corregirla', {
        message: 'x',
        code: 'CONFLICT',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Eliminar (corrección)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error eliminando auditoría: La auditoría ya fue cobrada: revertí el cobro antes de corregirla',
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
