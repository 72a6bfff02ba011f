import { describe, expect, it } from 'vitest';
import { clientLinkProblem } from './user-rules';

describe('clientLinkProblem', () => {
  it('client roles need a company, staff roles must not have one', () => {
    expect(clientLinkProblem('cliente', null)).toBe(
      'Un usuario cliente o auditor debe estar vinculado a un cliente',
    );
    expect(clientLinkProblem('auditor', undefined)).not.toBeNull();
    expect(clientLinkProblem('cliente', 1)).toBeNull();
    expect(clientLinkProblem('operador', 1)).toBe(
      'Solo los usuarios cliente o auditor se vinculan a un cliente',
    );
    expect(clientLinkProblem('admin', null)).toBeNull();
  });
});
