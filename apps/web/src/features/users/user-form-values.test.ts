import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import {
  buildCompanyUpdate,
  buildCreateUser,
  buildUpdateUser,
  COMPANY_NAME_REQUIRED,
  emptyUserForm,
  serverFieldErrors,
  type UserFormValues,
  userFormFromUser,
} from './user-form-values';

const form = (values: Partial<UserFormValues>): UserFormValues => ({ ...emptyUserForm(), ...values });

describe('user form: new user', () => {
  it('asks for name, email and password with the texts of the spec', () => {
    expect(buildCreateUser(form({}))).toEqual({
      ok: false,
      errors: {
        name: 'El nombre es obligatorio',
        email: 'El email es obligatorio',
        password: 'La contraseña es obligatoria para usuarios nuevos',
      },
    });
  });

  it('asks for at least 6 characters in the password', () => {
    const result = buildCreateUser(form({ name: 'Ana', email: 'ana@example.com', password: '12345' }));
    expect(result).toEqual({
      ok: false,
      errors: { password: 'La contraseña debe tener al menos 6 caracteres' },
    });
  });

  it('leaves the username out when empty (the email signs in) and sends it trimmed and lower-case', () => {
    const base = {
      name: ' Ana ',
      email: 'Ana@Example.com ',
      password: 'secreta1',
      role: 'operador' as const,
    };
    expect(buildCreateUser(form(base))).toEqual({
      ok: true,
      body: { name: 'Ana', email: 'ana@example.com', password: 'secreta1', role: 'operador' },
    });
    const withUsername = buildCreateUser(form({ ...base, username: ' Ana.P ' }));
    expect(withUsername.ok && withUsername.body.username).toBe('ana.p');
  });

  it('needs the company of a cliente or auditor and sends it; staff never send one', () => {
    const base = { name: 'Carla', email: 'c@example.com', password: 'secreta1' };
    expect(buildCreateUser(form({ ...base, role: 'cliente' }))).toEqual({
      ok: false,
      errors: { clienteId: 'Un usuario cliente o auditor debe estar vinculado a un cliente' },
    });
    const client = buildCreateUser(form({ ...base, role: 'auditor', clienteId: '4' }));
    expect(client.ok && client.body.clienteId).toBe(4);
    const staff = buildCreateUser(form({ ...base, role: 'contable', clienteId: '4' }));
    expect(staff.ok && 'clienteId' in staff.body).toBe(false);
  });
});

describe('user form: editing', () => {
  const original = makeUser('operador', {
    id: 30,
    name: 'Olga',
    email: 'olga@example.com',
    username: 'olga',
  });

  it('does not send the password unless "Cambiar contraseña" is ticked and one was typed', () => {
    const values = userFormFromUser(original);
    const untouched = buildUpdateUser({ ...values, password: 'nueva-clave' }, original);
    expect(untouched.ok && 'password' in untouched.body).toBe(false);
    const tickedEmpty = buildUpdateUser({ ...values, changePassword: true, password: '' }, original);
    expect(tickedEmpty).toEqual({
      ok: true,
      body: { name: 'Olga', email: 'olga@example.com', username: 'olga' },
    });
    expect(buildUpdateUser({ ...values, changePassword: true, password: 'abc' }, original)).toEqual({
      ok: false,
      errors: { password: 'La contraseña debe tener al menos 6 caracteres' },
    });
    const ticked = buildUpdateUser({ ...values, changePassword: true, password: 'nueva-clave' }, original);
    expect(ticked.ok && ticked.body.password).toBe('nueva-clave');
  });

  it("asks for the current password only when it is the user's own password", () => {
    const values = { ...userFormFromUser(original), changePassword: true, password: 'nueva-clave' };
    // Someone else's (an admin's reset): no current password, even if one was typed.
    const other = buildUpdateUser({ ...values, currentPassword: 'vieja' }, original);
    expect(other.ok && 'passwordActual' in other.body).toBe(false);
    // One's own: required, and sent with the new one.
    expect(buildUpdateUser(values, original, true)).toEqual({
      ok: false,
      errors: { passwordActual: 'Ingresá tu contraseña actual para cambiarla' },
    });
    expect(buildUpdateUser({ ...values, currentPassword: 'vieja-clave' }, original, true)).toEqual({
      ok: true,
      body: {
        name: 'Olga',
        email: 'olga@example.com',
        username: 'olga',
        password: 'nueva-clave',
        passwordActual: 'vieja-clave',
      },
    });
    // Not changing the password: no current password asked nor sent.
    const nameOnly = buildUpdateUser(
      { ...userFormFromUser(original), name: 'Olga B.', currentPassword: 'x' },
      original,
      true,
    );
    expect(nameOnly).toEqual({
      ok: true,
      body: { name: 'Olga B.', email: 'olga@example.com', username: 'olga' },
    });
  });

  it('reads the field of a wrong current password from the server', () => {
    expect(
      serverFieldErrors({
        details: [{ campo: 'passwordActual', mensaje: 'La contraseña actual es incorrecta' }],
      }),
    ).toEqual({ passwordActual: 'La contraseña actual es incorrecta' });
  });

  it('sends an emptied username as none and the role only when it changed', () => {
    const values = userFormFromUser(original);
    const result = buildUpdateUser({ ...values, username: '', role: 'supervisor' }, original);
    expect(result).toEqual({
      ok: true,
      body: { name: 'Olga', email: 'olga@example.com', username: null, role: 'supervisor' },
    });
  });

  it('keeps the required texts when editing', () => {
    const result = buildUpdateUser({ ...userFormFromUser(original), name: ' ', email: '' }, original);
    expect(result).toEqual({
      ok: false,
      errors: { name: 'El nombre es obligatorio', email: 'El email es obligatorio' },
    });
  });

  it("sends a client user's company only when it changed", () => {
    const client = makeUser('cliente', { id: 31, clienteId: 3 });
    const same = buildUpdateUser(userFormFromUser(client), client);
    expect(same.ok && 'clienteId' in same.body).toBe(false);
    const moved = buildUpdateUser({ ...userFormFromUser(client), clienteId: '9' }, client);
    expect(moved.ok && moved.body.clienteId).toBe(9);
  });
});

describe('company fields of a client-role user', () => {
  const company = {
    nombre: 'Demo Norte S.A.',
    telefono: '+54 11 4555-0101',
    direccion: null,
  } as Parameters<typeof buildCompanyUpdate>[1];

  it('sends only what changed, trimmed, and nothing when nothing did', () => {
    const values = form({
      companyName: 'Demo Norte S.A.',
      companyPhone: '+54 11 4555-0101',
      companyAddress: '',
    });
    expect(buildCompanyUpdate(values, company)).toEqual({ ok: true, body: null });
    expect(buildCompanyUpdate({ ...values, companyAddress: ' Av. Cabildo 2040 ' }, company)).toEqual({
      ok: true,
      body: { direccion: 'Av. Cabildo 2040' },
    });
  });

  it('does not empty the company name', () => {
    expect(buildCompanyUpdate(form({ companyName: '  ' }), company)).toEqual({
      ok: false,
      errors: { companyName: COMPANY_NAME_REQUIRED },
    });
  });
});

it('reads the field errors the server sends in details', () => {
  expect(
    serverFieldErrors({
      success: false,
      details: [
        { campo: 'email', mensaje: 'Ya existe un usuario con ese email' },
        { campo: 'otro', mensaje: 'x' },
      ],
    }),
  ).toEqual({ email: 'Ya existe un usuario con ese email' });
  expect(serverFieldErrors(null)).toEqual({});
});
