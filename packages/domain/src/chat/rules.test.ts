import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import { canMessage, canSendAlert, messageableRoles } from './rules';

let nextId = 1;
const party = (role: Role, clienteId: number | null = null, isActive = true) => ({
  id: nextId++,
  role,
  clienteId,
  isActive,
});

describe('canMessage', () => {
  const staff: Role[] = ['admin', 'supervisor', 'operador', 'contable'];
  it('staff write to staff', () => {
    for (const a of staff)
      for (const b of staff) expect(canMessage(party(a), party(b)), `${a}->${b}`).toBe(true);
  });
  it('only admins and supervisors write to client users, and clients only to them', () => {
    const client = party('cliente', 1);
    expect(canMessage(party('admin'), client)).toBe(true);
    expect(canMessage(party('supervisor'), client)).toBe(true);
    expect(canMessage(party('operador'), client)).toBe(false);
    expect(canMessage(party('contable'), client)).toBe(false);
    expect(canMessage(client, party('admin'))).toBe(true);
    expect(canMessage(client, party('supervisor'))).toBe(true);
    expect(canMessage(client, party('operador'))).toBe(false);
    expect(canMessage(client, party('contable'))).toBe(false);
  });
  it('a client never writes to another company nor to its own colleagues', () => {
    expect(canMessage(party('cliente', 1), party('cliente', 2))).toBe(false);
    expect(canMessage(party('cliente', 1), party('cliente', 1))).toBe(false);
    expect(canMessage(party('auditor', 1), party('cliente', 2))).toBe(false);
  });
  it('nobody writes to themselves or to/from an inactive user', () => {
    const me = party('admin');
    expect(canMessage(me, me)).toBe(false);
    expect(canMessage(party('admin'), party('operador', null, false))).toBe(false);
    expect(canMessage(party('operador', null, false), party('admin'))).toBe(false);
  });
  it('contact roles agree with the rule', () => {
    expect(messageableRoles('cliente')).toEqual(['admin', 'supervisor']);
    expect(messageableRoles('operador')).not.toContain('cliente');
  });
});

describe('canSendAlert', () => {
  it('only admins', () => {
    expect(canSendAlert('admin')).toBe(true);
    for (const role of ['supervisor', 'operador', 'contable', 'cliente', 'auditor'] as Role[]) {
      expect(canSendAlert(role)).toBe(false);
    }
  });
});
