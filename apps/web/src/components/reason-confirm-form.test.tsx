import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { ReasonConfirmForm, type ReasonConfirmFormProps } from './reason-confirm-form';

function setup(props: Partial<ReasonConfirmFormProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithProviders(
    <ReasonConfirmForm
      confirm={{ label: 'Confirmar' }}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { ...view, onConfirm, onCancel };
}

describe('the reason-and-confirm form', () => {
  it('refuses a blank required reason under the field, and confirms it trimmed once written', async () => {
    const { user, onConfirm } = setup({
      reason: { label: 'Motivo', required: true, requiredMessage: 'Falta el motivo' },
    });
    await user.type(screen.getByLabelText(/Motivo/), '   ');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByText('Falta el motivo')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Motivo/), ' cliente pidió ');
    expect(screen.queryByText('Falta el motivo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith('cliente pidió');
  });

  it('says the refusal in the alert line when asked, and prefers it to an earlier problem', async () => {
    const { user, onConfirm } = setup({
      reason: { label: 'Motivo', required: true, requiredMessage: 'Falta el motivo', refusalIn: 'alert' },
      problem: 'Error del servidor',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error del servidor');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Falta el motivo');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the confirmation disabled while a required reason without a refusal text is blank', async () => {
    const { user, onConfirm } = setup({ reason: { label: 'Motivo', required: true } });
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Motivo/), 'listo');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith('listo');
  });

  it("runs the caller's own checks with the reason's, and confirms only when both pass", async () => {
    const validate = vi.fn(() => false);
    const { user, onConfirm } = setup({
      reason: { label: 'Motivo', required: true, requiredMessage: 'Falta el motivo' },
      validate,
    });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(validate).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Falta el motivo')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Motivo/), 'algo');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(validate).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();

    validate.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith('algo');
  });

  it("confirms an optional reason left blank as '', and 'Cancelar' waits while the request is pending", async () => {
    const first = setup({ reason: { label: 'Motivo (opcional)' } });
    await first.user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(first.onConfirm).toHaveBeenCalledWith('');
    await first.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(first.onCancel).toHaveBeenCalledTimes(1);
    first.unmount();

    setup({ reason: { label: 'Motivo (opcional)' }, pending: true });
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });

  it('confirms a one-line reason with Enter', async () => {
    const { user, onConfirm } = setup({ reason: { label: 'Razón', singleLine: true } });
    await user.type(screen.getByLabelText('Razón'), 'abuso{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('abuso');
  });
});
