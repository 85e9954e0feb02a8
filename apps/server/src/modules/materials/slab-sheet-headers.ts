// The import sheet's header row as a user types it (tests and the import benchmark): literal
// text, so a renamed column label shows up as a failing import, not a silently updated test.
export const EN_SLAB_SHEET_HEADER = [
  'Block no.',
  'Bundle no.',
  'Slab no.',
  'Barcode',
  'Material',
  'Thickness (mm)',
  'Length (mm)',
  'Width (mm)',
  'Warehouse code',
  'Rack no.',
];
export const ZH_SLAB_SHEET_HEADER = [
  '荒料号',
  '扎号',
  '板号',
  '条码',
  '材质',
  '厚度(mm)',
  '长度(mm)',
  '宽度(mm)',
  '仓库编码',
  '料架编号',
];
