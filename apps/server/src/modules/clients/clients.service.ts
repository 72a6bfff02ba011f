import { createClientBranches } from './client-branches.service';
import { createClientReads } from './client-reads.service';
import { createClientRecords } from './client-records.service';
import { createClientValues } from './client-values';
import { type ClientsDeps, createClientsCore } from './clients-core';

export { CLIENT_MSG } from './clients-core';

/**
 * The clients service, put together from its use cases (one file each, docs/decisions.md 'Salaries, staff and
 * clients use cases, one file each'); the SQL lives in `clients.repo.ts`:
 * - `clients-core.ts`: `CLIENT_MSG`, mapping with the viewer's field access, a visible client, a client's view;
 * - `client-values.ts`: the client form read into client and branch columns, and the files it attaches;
 * - `client-reads.service.ts`: the list, companies for audits, one client, a file to download;
 * - `client-records.service.ts`: create, edit, delete, add a child business;
 * - `client-branches.service.ts`: a client's branches one by one.
 */
export function createClientsService(deps: ClientsDeps) {
  const core = createClientsCore(deps);
  const values = createClientValues(core);
  const reads = createClientReads(core);
  const records = createClientRecords(core, values);
  const branches = createClientBranches(core, values);
  return {
    list: reads.list,
    forAudits: reads.forAudits,
    get: reads.get,
    create: records.create,
    update: records.update,
    remove: records.remove,
    createChild: records.createChild,
    listBranchesOf: branches.listBranchesOf,
    createBranch: branches.createBranch,
    updateBranch: branches.updateBranch,
    removeBranch: branches.removeBranch,
    fileFor: reads.fileFor,
    assertStaff: core.assertStaff,
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
