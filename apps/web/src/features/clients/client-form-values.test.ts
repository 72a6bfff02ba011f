import { describe, expect, it } from 'vitest';
import { emptyBranchForm, toBranchInput } from './branch-form-values';
import {
  clientFormFromClient,
  emptyClientForm,
  toCreateClientBody,
  toUpdateClientBody,
  validateClientForm,
} from './client-form-values';
import { makeBranch, makeClient, makeFileInfo } from './testing/fixtures';

const CONTRACT = makeFileInfo({ id: 41 });

function validForm() {
  return {
    ...emptyClientForm(),
    nombre: 'Vigilancia Austral',
    email: 'austral@example.com',
    contrato: CONTRACT,
    contrato_fecha_firma: '2026-01-15',
    dvr_id_principal: '10.0.0.1',
  };
}

describe('client form values', () => {
  it('starts with the spec defaults', () => {
    expect(emptyClientForm()).toMatchObject({
      costoAuditoria: 100,
      montoFijoOperador: 100,
      tiempoEstimado: '04:00',
      tiempo_auditoria_cliente: 120,
      limiteDias: 30,
      condicionesPago: 'contado',
      tipo_auditoria_default: 'normal',
      modalidad: 'manual',
      activo: true,
    });
  });

  it.each([
    [{ nombre: '' }, 'Nombre y email son obligatorios'],
    [{ email: '  ' }, 'Nombre y email son obligatorios'],
    [{ contrato: null }, 'El contrato es obligatorio. Debe adjuntar el archivo firmado.'],
    [{ contrato_fecha_firma: null }, 'La fecha de firma del contrato es obligatoria'],
    [{ dvr_id_principal: '' }, 'El ID/IP del DVR es obligatorio cuando el cliente no tiene sucursales'],
    [{ crearUsuario: true }, 'Username y password son obligatorios para crear usuario'],
    [
      {
        crearUsuario: true,
        usuario: {
          username: 'a1b',
          password: 'x12345',
          confirmPassword: 'x',
          name: '',
          email: '',
          role: 'cliente' as const,
        },
      },
      'Las contraseñas no coinciden',
    ],
    [{ modalidad: 'por_dias' as const }, 'Elegí al menos un día para la modalidad por días'],
    [{ modalidad: 'fecha_exacta' as const }, 'Elegí la fecha exacta de la auditoría'],
    [{ tiempoEstimado: '4 horas' }, 'Usá el formato hh:mm'],
    [{ comisionOperador: 100.5 }, 'La comisión del cliente es un número entero'],
    [{ email: 'no-es-email' }, 'El email no es válido'],
  ])('%o is refused with its message', (patch, message) => {
    expect(validateClientForm({ ...validForm(), ...patch }, 'create')?.message).toBe(message);
  });

  it('with branches the DVR id is not required, and a branch problem names the branch', () => {
    const branch = { ...emptyBranchForm(), nombre: 'Centro' };
    expect(
      validateClientForm({ ...validForm(), dvr_id_principal: '', branches: [branch] }, 'create'),
    ).toBeNull();
    expect(
      validateClientForm({ ...validForm(), branches: [{ ...branch, modalidad: 'por_dias' }] }, 'create')
        ?.message,
    ).toBe('Sucursal «Centro»: Elegí al menos un día para la modalidad por días');
  });

  it('builds the create body: days only for por días, the user only when asked', () => {
    const body = toCreateClientBody({
      ...validForm(),
      modalidad: 'por_dias',
      dias: ['Viernes', 'Lunes'],
      fecha_exacta: '2026-12-01',
      crearUsuario: true,
      usuario: {
        username: ' austral ',
        password: 'secreto',
        confirmPassword: 'secreto',
        name: '',
        email: '',
        role: 'auditor',
      },
    });
    expect(body).toMatchObject({
      dias_auditoria: ['Lunes', 'Viernes'],
      fecha_exacta: null,
      contratoArchivoId: 41,
      usuario: { username: 'austral', password: 'secreto', confirmPassword: 'secreto', role: 'auditor' },
    });
    expect(body).not.toHaveProperty('archivoProcedimientoId');
    expect(body).not.toHaveProperty('dvr_password_principal');
    expect(toCreateClientBody(validForm())).not.toHaveProperty('usuario');
  });

  it('edit mode: passwords are write-only (absent keeps, the clear box sends null)', () => {
    const form = clientFormFromClient(
      makeClient({ tieneDvrPassword: true, dvr_password_principal: 'secreta' }),
    );
    expect(form.dvr_password_principal).toBe('');
    expect(toUpdateClientBody(form)).not.toHaveProperty('dvr_password_principal');
    expect(toUpdateClientBody({ ...form, dvr_password_principal: 'nueva' })).toMatchObject({
      dvr_password_principal: 'nueva',
    });
    expect(toUpdateClientBody({ ...form, borrarDvrPassword: true })).toMatchObject({
      dvr_password_principal: null,
    });
    expect(toUpdateClientBody(form).branches).toEqual([
      expect.objectContaining({ id: 11, nombre: 'Sucursal Belgrano' }),
    ]);
  });

  it('a branch: empty fields are null (inherit), own values are sent', () => {
    const input = toBranchInput({
      ...emptyBranchForm(),
      nombre: ' Centro ',
      precios: { normal: '', prioritaria: 250, urgente: '' },
      tiempoEstimadoHoras: 2.25,
      modalidad: 'fecha_exacta',
      fecha_exacta: '2026-12-24',
      dias: ['Lunes'],
    });
    expect(input).toMatchObject({
      nombre: 'Centro',
      precio_normal: null,
      precio_prioritaria: 250,
      tiempoEstimadoHoras: 2.25,
      tiempo_auditoria: null,
      tipoComision: null,
      modalidad_auditoria: 'fecha_exacta',
      dias_auditoria: null,
      fecha_exacta: '2026-12-24',
      auditoria_fija_mes: null,
      instrucciones_op: null,
    });
    expect(input).not.toHaveProperty('dvr_password');
    expect(
      toBranchInput({ ...emptyBranchForm(), nombre: 'x', tieneDvrPassword: true, borrarDvrPassword: true }),
    ).toMatchObject({
      dvr_password: null,
    });
    expect(makeBranch().id).toBe(11);
  });
});
