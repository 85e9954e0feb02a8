import type { OrgScope } from '../../db/org-scope.ts';
import { invalid } from '../../lib/app-error.ts';
import { existingProcessCodes, existingProcessIds } from './processes.repository.ts';

// What other modules (projects) check against the catalogue: they name processes by id and
// pieces carry process codes, never free text.

/** Every id is a process of the enterprise, or code 2 on `field`. */
export async function requireProcesses(org: OrgScope, ids: readonly string[], field: string) {
  const known = await existingProcessIds(org, ids);
  if (ids.some((id) => !known.has(id)))
    throw invalid('process.unknown', { [field]: 'process.unknown' });
}

/** Every non-empty code is a process code of the enterprise, or code 2 on `field`. */
export async function requireProcessCodes(org: OrgScope, codes: readonly string[], field: string) {
  const known = await existingProcessCodes(org, codes);
  if (codes.some((c) => c !== '' && !known.has(c)))
    throw invalid('processCode.unknown', { [field]: 'processCode.unknown' });
}
