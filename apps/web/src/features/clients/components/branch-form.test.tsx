import { DEFAULT_PRICING } from '@auditorias/domain/clients/pricing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { branchFormFromApi } from '../branch-form-values';
import type { ClientInheritanceSource } from '../client-pricing';
import { makeBranch } from '../testing/fixtures';
import { BranchForm } from './branch-form';

const CLIENT: ClientInheritanceSource = {
  costoAuditoria: 1000,
  tipoComision: 'porcentaje',
  comisionOperador: 80,
  montoFijoOperador: 100,
  tiempoEstimado: '04:30',
  tiempoAuditoriaCliente: 90,
  modalidad: 'por_dias',
  diasAuditoria: ['Lunes'],
  fechaExacta: null,
  instrucciones: 'Revisar la caja',
  auditoriaFijaMes: false,
};

function setup(props: Partial<Parameters<typeof BranchForm>[0]> = {}) {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithProviders(
    <BranchForm
      initial={null}
      client={CLIENT}
      pricing={DEFAULT_PRICING}
      onSave={onSave}
      onCancel={onCancel}
      withTitle
      {...props}
    />,
  );
  return { ...view, onSave, onCancel };
}

/** The placeholder with Intl's non-breaking spaces as plain ones. */
const placeholder = (label: RegExp | string) =>
  screen
    .getByLabelText(label)
    .getAttribute('placeholder')
    ?.replace(/\u00a0/g, ' ');

describe('branch form', () => {
  it("shows what each empty field inherits from the client as a 'heredado' placeholder", () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Nueva Sucursal' })).toBeInTheDocument();
    expect(placeholder('Precio Normal')).toBe('$ 1.000 (heredado)');
    expect(placeholder('Precio Prioritaria')).toBe('$ 1.500 (heredado)');
    expect(placeholder('Precio Urgente')).toBe('$ 2.000 (heredado)');
    // Operator pay: 80 % of each price, rounded.
    expect(placeholder('Pago operador Normal')).toBe('$ 800 (heredado)');
    expect(placeholder('Pago operador Urgente')).toBe('$ 1.600 (heredado)');
    expect(placeholder(/Tiempo de auditoría/)).toBe('90 min (heredado)');
    expect(placeholder(/Tiempo específico/)).toBe('4,5 h (heredado)');
    expect(placeholder(/Comisión/)).toBe('80 % (heredado)');
    expect(placeholder('Instrucciones para el operador')).toBe('Revisar la caja (heredado)');
    expect(screen.getByRole('radio', { name: 'Igual que el cliente (Por días)' })).toBeChecked();
  });

  it("an operator pay left empty follows the branch's own price", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Precio Urgente'), '5000');
    expect(placeholder('Pago operador Urgente')).toBe('$ 4.000 (heredado)');
    expect(placeholder('Pago operador Normal')).toBe('$ 800 (heredado)');
  });

  it('requires the name and saves the branch with empty fields inheriting', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Guardar Sucursal' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El nombre de la sucursal es obligatorio');
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Nombre de la sucursal/), 'Sucursal Centro');
    await user.type(screen.getByLabelText(/Tiempo específico/), '2.5');
    await user.click(screen.getByRole('button', { name: 'Guardar Sucursal' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      nombre: 'Sucursal Centro',
      tiempoEstimadoHoras: 2.5,
      precios: { normal: '' },
    });
  });

  it('changing the modality clears the days; por días needs a day', async () => {
    const { user, onSave } = setup();
    await user.type(screen.getByLabelText(/Nombre de la sucursal/), 'Sucursal Centro');
    await user.click(screen.getByRole('radio', { name: 'Por días' }));
    await user.click(screen.getByRole('checkbox', { name: 'Martes' }));
    await user.click(screen.getByRole('radio', { name: 'Manual / hoy' }));
    await user.click(screen.getByRole('radio', { name: 'Por días' }));
    expect(screen.getByRole('checkbox', { name: 'Martes' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar Sucursal' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elegí al menos un día para la modalidad por días');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('disables the fixed-audits checkbox when the client already has it', () => {
    setup({ client: { ...CLIENT, auditoriaFijaMes: true } });
    const fixed = screen.getByRole('checkbox', { name: 'Sistema de 4 auditorías fijas en esta sucursal' });
    expect(fixed).toBeDisabled();
    expect(fixed).toBeChecked();
  });

  it('edits a saved branch: its own values, a write-only DVR password, Editar Sucursal', () => {
    setup({
      initial: branchFormFromApi(
        makeBranch({ precio_urgente: 3000, tiempo_auditoria: 45, tieneDvrPassword: true }),
      ),
    });
    expect(screen.getByRole('heading', { name: 'Editar Sucursal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Precio Urgente')).toHaveValue('$ 3.000');
    expect(screen.getByLabelText(/Tiempo de auditoría/)).toHaveValue('45');
    expect(screen.getByLabelText('Contraseña del DVR de la sucursal')).toHaveValue('');
    expect(
      screen.getByText('Hay una contraseña guardada: dejá el campo vacío para conservarla.'),
    ).toBeInTheDocument();
  });
});
