import {
  BIG_SLAB_STATUSES,
  DEVICE_PICKUP_STATUSES,
  DEVICE_TABLES,
  RACK_STATUSES,
  WORKSHOP_CATEGORIES,
} from '@stone/shared/materials/enums';
import { defineStatusEnum } from '../../components/crud/status-enum.ts';

// One definition per state: tags, filters and selects of the inventory screens read these.

export const SLAB_STATUS = defineStatusEnum(BIG_SLAB_STATUSES, {
  available: { color: 'success', labelKey: 'materials:status.available' },
  reserved: { color: 'gold', labelKey: 'materials:status.reserved' },
  picked: { color: 'blue', labelKey: 'materials:status.picked' },
  cutting: { color: 'processing', labelKey: 'materials:status.cutting' },
  cut: { color: 'default', labelKey: 'materials:status.cut' },
  remnant: { color: 'purple', labelKey: 'materials:status.remnant' },
  returned: { color: 'cyan', labelKey: 'materials:status.returned' },
});

export const RACK_STATUS = defineStatusEnum(RACK_STATUSES, {
  idle: { color: 'default', labelKey: 'materials:rack.idle' },
  inUse: { color: 'processing', labelKey: 'materials:rack.inUse' },
});

export const WORKSHOP_CATEGORY = defineStatusEnum(WORKSHOP_CATEGORIES, {
  cutting: { color: 'orange', labelKey: 'materials:workshop.cutting' },
  processing: { color: 'blue', labelKey: 'materials:workshop.processing' },
  packing: { color: 'green', labelKey: 'materials:workshop.packing' },
  general: { color: 'default', labelKey: 'materials:workshop.general' },
});

export const PICKUP_STATUS = defineStatusEnum(DEVICE_PICKUP_STATUSES, {
  idle: { color: 'default', labelKey: 'materials:device.idle' },
  picking: { color: 'processing', labelKey: 'materials:device.picking' },
  picked: { color: 'success', labelKey: 'materials:device.picked' },
});

export const DEVICE_TABLE = defineStatusEnum(DEVICE_TABLES, {
  A: { color: 'blue', labelKey: 'materials:device.tableA' },
  B: { color: 'purple', labelKey: 'materials:device.tableB' },
});
