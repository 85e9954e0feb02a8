import { parseArgs } from 'node:util';
import { MODULES, RESOURCE_CODES } from '@stone/shared';
import { QUOTA_KEYS } from '@stone/shared/enterprise/limits';
import { loadConfig } from '../config.ts';
import { closeDeps, createDeps } from '../create-deps.ts';
import { listOrgs, setPlan, setQuota, type PlanChange } from './admin-commands.ts';
import { runBackupCommand } from './backup-command.ts';

const USAGE = `Platform operator commands (the database is the one the server uses: DATABASE_URL or DATA_DIR).

  npm run admin -- list-orgs
  npm run admin -- set-plan <orgId or exact name> [--modules 201,204,...|all] [--resources CODE,...|all]
                   [--partnership N] [--expires YYYY-MM-DD|never] [--status active|disabled]
  npm run admin -- set-quota <orgId or exact name> <${QUOTA_KEYS.join('|')}> <total>
  npm run admin -- backup <folder>     database and uploaded files, while the server runs
  npm run admin -- restore <folder>    replaces the database and puts the files back (stop the servers first)

Modules: ${MODULES.map((m) => `${m.moduleId} ${m.moduleCode}`).join(', ')}
Resource codes: ${RESOURCE_CODES.join(', ')}`;

function parseList<T>(
  value: string | undefined,
  all: readonly T[],
  parse: (s: string) => T,
): T[] | undefined {
  if (value === undefined) return undefined;
  if (value === 'all') return [...all];
  const items = value
    .split(',')
    .map((s) => parse(s.trim()))
    .filter((s) => s !== '');
  const unknown = items.filter((i) => !all.includes(i));
  if (unknown.length) throw new Error(`Unknown: ${unknown.join(', ')}`);
  return items;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      modules: { type: 'string' },
      resources: { type: 'string' },
      partnership: { type: 'string' },
      expires: { type: 'string' },
      status: { type: 'string' },
    },
  });
  const [command, target, ...rest] = positionals;
  if (command === 'backup' || command === 'restore') {
    if (!target) throw new Error(`${command} needs a folder`);
    console.log(await runBackupCommand(loadConfig(), command, target));
    return;
  }
  if (command !== 'list-orgs' && command !== 'set-plan' && command !== 'set-quota') {
    console.log(USAGE);
    process.exitCode = command ? 2 : 0;
    return;
  }
  const deps = await createDeps(loadConfig());
  try {
    if (command === 'list-orgs') {
      console.table(await listOrgs(deps));
      return;
    }
    if (!target) throw new Error(`${command} needs an enterprise id or name`);
    if (command === 'set-quota') {
      const [key = '', total = ''] = rest;
      console.table([await setQuota(deps, target, key, Number(total === '' ? NaN : total))]);
      return;
    }
    const change: PlanChange = {
      moduleIds: parseList(values.modules, MODULES.map((m) => m.moduleId) as number[], Number),
      resourceCodes: parseList(values.resources, RESOURCE_CODES as readonly string[], String),
      partnershipMode: values.partnership === undefined ? undefined : Number(values.partnership),
      expiresAt:
        values.expires === undefined
          ? undefined
          : values.expires === 'never'
            ? null
            : new Date(`${values.expires}T23:59:59Z`).toISOString(),
      status:
        values.status === undefined
          ? undefined
          : values.status === 'disabled'
            ? 'disabled'
            : 'active',
    };
    console.table([await setPlan(deps, target, change)]);
  } finally {
    await closeDeps(deps);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
