import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bindFields } from './form-fields';

const event = (target: Partial<HTMLInputElement>) =>
  ({ currentTarget: target }) as unknown as ChangeEvent<HTMLInputElement>;

describe('bindFields', () => {
  it('gives each input its value and turns its change into a patch of that field', () => {
    const onChange = vi.fn();
    const field = bindFields({ nombre: 'Ana', activo: true, monto: 10 as number | string }, onChange);

    const nombre = field.text('nombre');
    expect(nombre.value).toBe('Ana');
    nombre.onChange(event({ value: 'Ana María' }));
    expect(onChange).toHaveBeenLastCalledWith({ nombre: 'Ana María' });

    const activo = field.checked('activo');
    expect(activo.checked).toBe(true);
    activo.onChange(event({ checked: false }));
    expect(onChange).toHaveBeenLastCalledWith({ activo: false });

    const monto = field.number('monto');
    expect(monto.value).toBe(10);
    monto.onChange('12,5');
    expect(onChange).toHaveBeenLastCalledWith({ monto: '12,5' });
  });
});
