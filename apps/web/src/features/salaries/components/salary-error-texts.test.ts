import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { payErrorText, revertErrorText } from './use-salary-actions';

describe('salary error texts (spec section 8)', () => {
  it('a refusal carries the server text after the spec text, or the spec text alone', () => {
    const refused = new ApiError(409, { success: false, error: 'El sueldo ya está pagado' });
    expect(payErrorText(refused)).toBe('Error al pagar el sueldo: El sueldo ya está pagado');
    expect(revertErrorText(refused)).toBe('Error al revertir el pago: El sueldo ya está pagado');
    expect(payErrorText(new ApiError(500, null))).toBe('Error al pagar el sueldo');
    expect(revertErrorText(new ApiError(500, null))).toBe('Error al revertir el pago');
  });

  it("a call without an answer reads 'Error revirtiendo pago: ...', 'Error desconocido' without a text", () => {
    expect(payErrorText(new NetworkError())).toBe('Error registrando el pago: Error de conexión al servidor');
    expect(revertErrorText(new NetworkError())).toBe('Error revirtiendo pago: Error de conexión al servidor');
    expect(revertErrorText(new Error(''))).toBe('Error revirtiendo pago: Error desconocido');
  });
});
