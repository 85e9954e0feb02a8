/** Inventory (issue 13): states and limits, one list each, read by server schemas and web screens. */
export const BIG_SLAB_STATUSES = [
  'available',
  'reserved',
  'picked',
  'cutting',
  'cut',
  'remnant',
  'returned',
] as const;
export type BigSlabStatus = (typeof BIG_SLAB_STATUSES)[number];

export const RACK_STATUSES = ['idle', 'inUse'] as const;
export type RackStatus = (typeof RACK_STATUSES)[number];

export const WORKSHOP_CATEGORIES = ['cutting', 'processing', 'packing', 'general'] as const;
export type WorkshopCategory = (typeof WORKSHOP_CATEGORIES)[number];

/** Machine-table pickup (product-spec §3 device): nothing asked, a slab asked for, a slab on. */
export const DEVICE_PICKUP_STATUSES = ['idle', 'picking', 'picked'] as const;
export type DevicePickupStatus = (typeof DEVICE_PICKUP_STATUSES)[number];
export const DEVICE_TABLES = ['A', 'B'] as const;
export type DeviceTable = (typeof DEVICE_TABLES)[number];

export const BIG_SLAB_SORT_FIELDS = [
  'createdAt',
  'barcode',
  'blockNo',
  'material',
  'thicknessMm',
  'lengthMm',
  'widthMm',
  'areaM2',
  'status',
] as const;

/** What a spreadsheet import does with rows whose barcode is already in stock. */
export const IMPORT_MODES = ['keep', 'overwrite'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const MATERIAL_LIMITS = {
  nameMax: 30,
  codeMax: 20,
  sortMax: 9999,
  /** product-spec §5/§9: a batch makes 1–500 racks numbered 0001–9999. */
  rackBatchMin: 1,
  rackBatchMax: 500,
  rackNumberMax: 9999,
  /** Safety and maximum values: at most 9 999 999.99, two decimals. */
  rackValueIntDigits: 7,
  blockNoMax: 32,
  bundleNoMax: 16,
  slabNoMax: 16,
  barcodeMax: 64,
  materialMax: 32,
  thicknessMaxMm: 300,
  sizeMaxMm: 10_000,
  photosMax: 9,
  defectsMax: 50,
  defectPointsMax: 100,
  deviceCodeMax: 32,
  deviceModelMax: 64,
  /** One spreadsheet import; larger stocks are imported in parts. */
  importRowsMax: 5000,
  /** Row errors listed per refused import; the count of all of them travels too. */
  importErrorsShown: 100,
  exportRowsMax: 10_000,
} as const;
