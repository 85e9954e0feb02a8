import {
  FLOW_MODES,
  FLOW_UNITS,
  OUTSOURCING_TYPES,
  PROCESS_STAGES,
  PROCESS_UNITS,
  REPORT_MODES,
} from '@stone/shared/processes/enums';
import { defineStatusEnum } from '../../components/crud/status-enum.ts';

// One definition per choice: tags, filters and selects of the process screens read these.

export const PROCESS_UNIT = defineStatusEnum(PROCESS_UNITS, {
  perMetre: { color: 'blue', labelKey: 'processes:unit.perMetre' },
  perPiece: { color: 'green', labelKey: 'processes:unit.perPiece' },
  perSquareMetre: { color: 'purple', labelKey: 'processes:unit.perSquareMetre' },
});
export const FLOW_MODE = defineStatusEnum(FLOW_MODES, {
  forklift: { color: 'orange', labelKey: 'processes:flowMode.forklift' },
  manual: { color: 'default', labelKey: 'processes:flowMode.manual' },
});
export const FLOW_UNIT = defineStatusEnum(FLOW_UNITS, {
  box: { color: 'gold', labelKey: 'processes:flowUnit.box' },
  process: { color: 'default', labelKey: 'processes:flowUnit.process' },
});
export const REPORT_MODE = defineStatusEnum(REPORT_MODES, {
  single: { color: 'default', labelKey: 'processes:reportMode.single' },
  batch: { color: 'blue', labelKey: 'processes:reportMode.batch' },
  switchable: { color: 'purple', labelKey: 'processes:reportMode.switchable' },
});
export const OUTSOURCING = defineStatusEnum(OUTSOURCING_TYPES, {
  contractorWithMaterial: {
    color: 'default',
    labelKey: 'processes:outsourcing.contractorWithMaterial',
  },
  labourOnly: { color: 'default', labelKey: 'processes:outsourcing.labourOnly' },
  materialOnly: { color: 'default', labelKey: 'processes:outsourcing.materialOnly' },
  factoryContract: { color: 'default', labelKey: 'processes:outsourcing.factoryContract' },
});
export const PROCESS_STAGE = defineStatusEnum(PROCESS_STAGES, {
  cutting: { color: 'blue', labelKey: 'processes:stage.cutting' },
  secondary: { color: 'default', labelKey: 'processes:stage.secondary' },
  kitCheck: { color: 'magenta', labelKey: 'processes:stage.kitCheck' },
  packing: { color: 'gold', labelKey: 'processes:stage.packing' },
});
