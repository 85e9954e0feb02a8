import type { z } from 'zod';
import { CRAFT_DESIGNS, PROCESS_CONTENTS } from '@stone/shared/processes/contents';
import { PROCESS_CODES } from '@stone/shared/processes/process-codes';
import { PROCESSES } from '@stone/shared/processes/processes';
import { processQrValue } from '@stone/shared/processes/enums';
import { formatMoney, parseMoney } from '@stone/shared/units';
import { containsText } from '../../db/list-query.ts';
import { orgScope } from '../../db/org-scope.ts';
import {
  simpleEntity,
  type SimpleEntity,
  type SimpleEntityOptions,
} from '../../db/simple-entity.ts';
import { conflict, invalid } from '../../lib/app-error.ts';
import type { ProcessesTable } from './processes.tables.ts';
import { findWorkshop } from '../materials/workshops.repository.ts';
import {
  codesUsingProcess,
  piecesCarryCode,
  projectUsesProcess,
  routeIds,
} from './processes.repository.ts';

type ProcessItem = z.output<typeof PROCESSES.schemas.item>;
type ProcessCodeItem = z.output<typeof PROCESS_CODES.schemas.item>;
type Fields = Record<string, unknown>;

const COST_FIELDS = ['outsourcingCost', 'auxiliaryCost', 'workerCost'] as const;
const cents = (fields: Fields, name: string) => parseMoney(String(fields[name]));

/** One search box over two columns. */
const keywordFilter = (
  query: Parameters<NonNullable<SimpleEntityOptions<typeof PROCESSES>['filter']>>[0],
  body: Fields,
) => {
  const keyword = typeof body.keyword === 'string' ? body.keyword.trim() : '';
  if (!keyword) return query;
  return query.where((eb) => eb.or(['name', 'code'].map((c) => containsText(c, keyword))));
};

/** A stored process as the API shows it: cents back to two-decimal text, 0/1 to a boolean. */
export const toProcessItem = (row: ProcessesTable): ProcessItem => ({
  id: row.id,
  name: row.name,
  code: row.code,
  fee: formatMoney(Number(row.fee)),
  unit: row.unit as ProcessItem['unit'],
  sizeMinMm: Number(row.size_min_mm),
  sizeMaxMm: Number(row.size_max_mm),
  workshopId: row.workshop_id,
  processingPart: row.processing_part,
  flowMode: row.flow_mode as ProcessItem['flowMode'],
  flowUnit: row.flow_unit as ProcessItem['flowUnit'],
  reportMode: row.report_mode as ProcessItem['reportMode'],
  stage: row.stage as ProcessItem['stage'],
  bonding: Number(row.bonding) === 1,
  outsourcingType: row.outsourcing_type as ProcessItem['outsourcingType'],
  outsourcingCost: formatMoney(Number(row.outsourcing_cost)),
  auxiliaryCost: formatMoney(Number(row.auxiliary_cost)),
  workerCost: formatMoney(Number(row.worker_cost)),
  totalCost: formatMoney(Number(row.total_cost)),
  qrCode: processQrValue(row.code),
  createdAt: row.created_at,
  version: Number(row.version),
});

/**
 * Money arrives as two-decimal text and is stored as integer cents; the total is the exact sum
 * of the three costs, written with them so it never disagrees.
 */
const processHooks: SimpleEntityOptions<typeof PROCESSES> = {
  ownFilters: ['keyword'],
  filter: keywordFilter,
  toRow: (fields, row) => {
    const [outsourcing, auxiliary, worker] = COST_FIELDS.map((f) => cents(fields, f));
    return {
      ...row,
      fee: cents(fields, 'fee'),
      outsourcing_cost: outsourcing,
      auxiliary_cost: auxiliary,
      worker_cost: worker,
      bonding: fields.bonding ? 1 : 0,
      total_cost: (outsourcing ?? 0) + (auxiliary ?? 0) + (worker ?? 0),
    };
  },
  toItem: (row) => toProcessItem(row as unknown as ProcessesTable),
  /** A process a route or a project names stays until they name another. */
  async guard(row, change, org) {
    if (change.kind !== 'delete') return;
    if (row.version !== change.version) throw conflict();
    const used =
      (await codesUsingProcess(org, row.id)).length > 0 || (await projectUsesProcess(org, row.id));
    if (used) throw conflict('process.inUse');
  },
};

/** What the shared schema cannot say: min ≤ max, and a workshop of the enterprise. */
async function checkProcess(
  orgId: string,
  db: Parameters<SimpleEntity['create']>[1],
  fields: Fields,
) {
  if (Number(fields.sizeMinMm) > Number(fields.sizeMaxMm))
    throw invalid('process.sizeRange', { sizeMaxMm: 'process.sizeRange' });
  const workshopId = fields.workshopId as string | null | undefined;
  if (workshopId && !(await findWorkshop(orgScope(db, orgId), workshopId)))
    throw invalid('common.invalidValue', { workshopId: 'common.invalidValue' });
}

const baseProcess = simpleEntity(PROCESSES, processHooks);
export const PROCESS_ENTITY: SimpleEntity = {
  ...baseProcess,
  async create(actor, db, fields) {
    await checkProcess(actor.orgId, db, fields);
    return baseProcess.create(actor, db, fields);
  },
  async update(actor, db, input) {
    await checkProcess(actor.orgId, db, input as unknown as Fields);
    return baseProcess.update(actor, db, input);
  },
};

/** A process code shows its route; a code pieces carry stays. */
export const PROCESS_CODE_ENTITY = simpleEntity(PROCESS_CODES, {
  ownFilters: ['keyword'],
  filter: keywordFilter,
  toItem: (row, _lang, item) =>
    ({ ...item, processIds: routeIds(String(row.process_ids)) }) as ProcessCodeItem,
  async guard(row, change, org) {
    if (change.kind !== 'delete') return;
    if (row.version !== change.version) throw conflict();
    if (await piecesCarryCode(org, String(row.code))) throw conflict('processCode.inUse');
  },
});

export const PROCESS_CONTENT_ENTITY = simpleEntity(PROCESS_CONTENTS);
export const CRAFT_DESIGN_ENTITY = simpleEntity(CRAFT_DESIGNS);

export const PROCESS_ENTITIES: SimpleEntity[] = [
  PROCESS_ENTITY,
  PROCESS_CODE_ENTITY,
  PROCESS_CONTENT_ENTITY,
  CRAFT_DESIGN_ENTITY,
];
