import { describe, expect, it } from 'vitest';
import { accessWithChildren, type OperatorAccess, operatorMayWorkFor } from './operator-access';

const NORTE = 1;
const KIOSCO = 2; // child business of NORTE
const SUR = 3;
const children = new Map([[NORTE, [KIOSCO]]]);
const access = (a: Partial<Record<keyof OperatorAccess, number[]>>): OperatorAccess => ({
  assignedClientIds: new Set(a.assignedClientIds ?? []),
  blockedClientIds: new Set(a.blockedClientIds ?? []),
  claimedClientIds: new Set(a.claimedClientIds ?? []),
});

describe('a child business goes with its company', () => {
  it('an operator blocked from the company cannot work for its child business', () => {
    const blocked = access({ blockedClientIds: [NORTE] });
    expect(operatorMayWorkFor(blocked, KIOSCO)).toBe(true); // the flaw the isolation suite found
    const covered = accessWithChildren(blocked, children);
    expect(operatorMayWorkFor(covered, NORTE)).toBe(false);
    expect(operatorMayWorkFor(covered, KIOSCO)).toBe(false);
    expect(operatorMayWorkFor(covered, SUR)).toBe(true);
  });

  it('an operator assigned to the company works for its child business; others do not once it is claimed', () => {
    const assigned = accessWithChildren(
      access({ assignedClientIds: [NORTE], claimedClientIds: [NORTE] }),
      children,
    );
    expect(operatorMayWorkFor(assigned, KIOSCO)).toBe(true);
    expect(operatorMayWorkFor(assigned, SUR)).toBe(false);
    const unassigned = accessWithChildren(access({ claimedClientIds: [NORTE] }), children);
    expect(operatorMayWorkFor(unassigned, KIOSCO)).toBe(false);
    expect(operatorMayWorkFor(unassigned, SUR)).toBe(true);
  });
});
