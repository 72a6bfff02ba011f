import { describe, expect, it } from 'vitest';
import { branchMatchingSearch, branchOptions, clientOptions, matchesClientSearch } from './client-options';
import { CLIENTS_FOR_AUDITS } from './testing/fixtures';

describe('client picker options', () => {
  it('lists top-level companies by name, each followed by its child businesses', () => {
    expect(clientOptions(CLIENTS_FOR_AUDITS).map((o) => o.label)).toEqual([
      'Demo Norte S.A.',
      'Demo Norte S.A. › Norte Kiosco 24h',
      'Demo Sur S.R.L.',
    ]);
  });

  it('finds a company by its name, its parent company or a branch, ignoring case and accents', () => {
    const options = clientOptions(CLIENTS_FOR_AUDITS);
    const found = (search: string) =>
      options.filter((o) => matchesClientSearch(o, search)).map((o) => o.value);
    expect(found('demo sur')).toEqual(['5']);
    expect(found('NUNEZ')).toEqual(['3']);
    expect(found('palermo')).toEqual(['4']);
    expect(found('norte')).toEqual(['3', '4']);
    expect(found('')).toEqual(['3', '4', '5']);
    expect(found('nada')).toEqual([]);
  });

  it("offers the company's branches, or its main office when it has none", () => {
    expect(branchOptions(CLIENTS_FOR_AUDITS[0]).map((b) => b.value)).toEqual(['11', '12']);
    expect(branchOptions(CLIENTS_FOR_AUDITS[2])).toEqual([{ value: '-1', label: 'Casa central' }]);
    expect(branchOptions(undefined)).toEqual([]);
  });

  it('preselects the branch a search named', () => {
    const norte = CLIENTS_FOR_AUDITS[0];
    if (!norte) throw new Error('fixture');
    expect(branchMatchingSearch(norte, 'belgrano')).toBe(11);
    expect(branchMatchingSearch(norte, 'sucursal')).toBeNull();
    expect(branchMatchingSearch(norte, '')).toBeNull();
  });
});
