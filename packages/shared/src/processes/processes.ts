import { z } from 'zod';
import { defineCrud, idField } from '../crud.ts';
import {
  FLOW_MODES,
  FLOW_UNITS,
  OUTSOURCING_TYPES,
  PROCESS_LIMITS,
  PROCESS_STAGES,
  PROCESS_UNITS,
  REPORT_MODES,
} from './enums.ts';
import {
  moneyText,
  optionalText,
  requiredText,
  sizeMm,
  spacelessCode,
  textWithDefault,
} from './fields.ts';

const L = PROCESS_LIMITS;

/**
 * A process (工序) of the enterprise's catalogue, product-spec §3: fee per unit, the size range
 * it takes, where and how pieces flow to it, how workers report it, and what outsourcing costs.
 * Money travels as two-decimal text and is stored as integer cents; the total is computed on the
 * server (outsourcing + auxiliary + worker), exactly. The size range (min ≤ max) is checked by
 * the server too (a field of its own answers code 2), since a create body takes no cross-field
 * rule in the CRUD kit.
 */
export const PROCESSES = defineCrud({
  group: 'webProcess',
  entity: 'Process',
  route: 'codeManagement',
  table: 'processes',
  unique: { code: 'process.codeTaken', name: 'process.nameTaken' },
  fields: {
    name: requiredText(L.nameMax),
    code: spacelessCode('process.codeSpaces'),
    fee: moneyText('process.feeFormat'),
    unit: z.enum(PROCESS_UNITS, 'common.invalidValue'),
    sizeMinMm: sizeMm,
    sizeMaxMm: sizeMm,
    workshopId: idField.nullable().default(null),
    processingPart: textWithDefault(L.textMax),
    flowMode: z.enum(FLOW_MODES, 'common.invalidValue').default('manual'),
    flowUnit: z.enum(FLOW_UNITS, 'common.invalidValue').default('process'),
    reportMode: z.enum(REPORT_MODES, 'common.invalidValue').default('single'),
    stage: z.enum(PROCESS_STAGES, 'common.invalidValue').default('secondary'),
    bonding: z.boolean('common.invalidValue').default(false),
    outsourcingType: z.enum(OUTSOURCING_TYPES, 'common.invalidValue'),
    outsourcingCost: moneyText('process.costFormat'),
    auxiliaryCost: moneyText('process.costFormat'),
    workerCost: moneyText('process.costFormat'),
  },
  extra: {
    /** outsourcing + auxiliary + worker, two decimals. */
    totalCost: z.string(),
    /** What the process's printed QR code carries. */
    qrCode: z.string(),
  },
  /** One box searches name and code. */
  filters: {
    keyword: optionalText(L.nameMax),
    unit: z.enum(PROCESS_UNITS, 'common.invalidValue').optional(),
    reportMode: z.enum(REPORT_MODES, 'common.invalidValue').optional(),
  },
  sortable: ['code', 'name', 'fee', 'createdAt'],
  example: (marker) => ({
    name: `${marker}-PROCESS`,
    code: marker.replace(/\s/g, ''),
    fee: '12.34',
    unit: 'perMetre' as const,
    sizeMinMm: 0,
    sizeMaxMm: 3000,
    outsourcingType: 'labourOnly' as const,
    outsourcingCost: '1.10',
    auxiliaryCost: '0.20',
    workerCost: '3',
  }),
});

export type ProcessItem = z.output<typeof PROCESSES.schemas.item>;
