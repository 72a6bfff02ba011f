import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import {
  clearAdminSession,
  getAdminToken,
  getStoredUser,
  getToken,
  restoreAdminSession,
  storeImpersonation,
} from './session-storage';

const admin = makeUser('admin', { id: 1, name: 'Ana Administradora' });
const client = makeUser('cliente', { id: 22, name: 'Carlos Norte' });

describe('impersonation in local storage', () => {
  it("keeps the admin's token and user under adminToken/adminUser and puts the target's in their place", () => {
    window.localStorage.setItem('token', 'tok-admin');
    window.localStorage.setItem('currentUser', JSON.stringify(admin));
    storeImpersonation('tok-imp', client);
    expect(window.localStorage.getItem('adminToken')).toBe('tok-admin');
    expect(JSON.parse(window.localStorage.getItem('adminUser') ?? 'null')).toMatchObject({ id: 1 });
    expect(getToken()).toBe('tok-imp');
    expect(getStoredUser()).toMatchObject({ id: 22, name: 'Carlos Norte' });
    expect(getAdminToken()).toBe('tok-admin');
  });

  it("restores the admin's session and forgets the kept copy", () => {
    window.localStorage.setItem('token', 'tok-admin');
    window.localStorage.setItem('currentUser', JSON.stringify(admin));
    storeImpersonation('tok-imp', client);
    expect(restoreAdminSession()).toBe(true);
    expect(getToken()).toBe('tok-admin');
    expect(getStoredUser()).toMatchObject({ id: 1 });
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(window.localStorage.getItem('adminUser')).toBeNull();
    // A second time there is nothing to restore and nothing changes.
    expect(restoreAdminSession()).toBe(false);
    expect(getToken()).toBe('tok-admin');
  });

  it('changes nothing when no admin session was kept', () => {
    window.localStorage.setItem('token', 'tok-1');
    expect(restoreAdminSession()).toBe(false);
    expect(getToken()).toBe('tok-1');
    clearAdminSession();
    expect(getAdminToken()).toBeNull();
  });
});
