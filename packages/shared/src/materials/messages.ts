/** Messages of the inventory (issue 13), in both languages. `{name}` parts are filled in by the server. */
export const MATERIAL_MESSAGES = {
  'material.codeFormat': {
    en: 'Codes use letters, digits, "-" and "_" only',
    zh: '编码只能包含字母、数字、“-”和“_”',
  },
  'material.sortRange': { en: 'Sort is a whole number from 0 to 9999', zh: '排序为0到9999的整数' },
  'warehouse.nameTaken': { en: 'A warehouse with this name exists', zh: '仓库名称已存在' },
  'warehouse.codeTaken': { en: 'A warehouse with this code exists', zh: '仓库编码已存在' },
  'warehouse.notEmpty': {
    en: 'The warehouse still has racks or slabs',
    zh: '仓库中仍有料架或大板，不能删除',
  },
  'warehouse.missing': { en: 'Choose an existing warehouse', zh: '请选择已有的仓库' },
  'workshop.codeTaken': { en: 'A workshop with this code exists', zh: '车间编码已存在' },
  'workshop.defaultLocked': {
    en: 'The default workshop cannot be edited or deleted',
    zh: '默认车间不能编辑或删除',
  },
  'workshop.defaultName': { en: 'Default workshop', zh: '默认车间' },
  'processCategory.nameTaken': {
    en: 'A process category with this name exists',
    zh: '工序分类名称已存在',
  },
  'rack.valueFormat': {
    en: 'Enter a number with at most two decimals',
    zh: '请输入最多两位小数的数字',
  },
  'rack.safetyAboveMax': {
    en: 'The safety value cannot exceed the maximum value',
    zh: '安全值不能大于最大值',
  },
  'rack.numberRange': {
    en: 'The start number is from 0001 to 9999',
    zh: '起始编号为0001至9999',
  },
  'rack.countRange': { en: 'Count is from 1 to 500', zh: '数量为1至500' },
  'rack.batchPastMax': {
    en: 'The batch would pass rack number 9999',
    zh: '本批料架编号将超过9999',
  },
  'rack.numberTaken': {
    en: 'Rack number {number} already exists',
    zh: '料架编号{number}已存在',
  },
  'rack.numbersTaken': {
    en: 'Some of these rack numbers were just taken, reload and try again',
    zh: '部分料架编号刚被占用，请刷新后重试',
  },
  'rack.notEmpty': { en: 'The rack still holds slabs', zh: '料架上仍有大板，不能删除' },
  'rack.missing': { en: 'Choose an existing rack', zh: '请选择已有的料架' },
  'rack.notInWarehouse': {
    en: 'The rack is not in the chosen warehouse',
    zh: '料架不在所选仓库中',
  },
  'bigSlab.thicknessRange': {
    en: 'Thickness is a whole number of mm from 1 to 300',
    zh: '厚度为1至300的整数毫米',
  },
  'bigSlab.sizeRange': {
    en: 'Length and width are whole numbers of mm from 1 to 10000',
    zh: '长度和宽度为1至10000的整数毫米',
  },
  'bigSlab.barcodeFormat': {
    en: 'A barcode has only letters, digits and ASCII symbols (no spaces), as Code128 prints them',
    zh: '条码只能包含英文字母、数字和英文符号（不含空格），以便Code128打印',
  },
  'bigSlab.barcodeTaken': {
    en: 'A slab with this barcode already exists',
    zh: '该条码的大板已存在',
  },
  'bigSlab.tooManyPhotos': { en: 'At most 9 photos', zh: '最多9张照片' },
  'bigSlab.tooManyDefects': { en: 'At most 50 defects', zh: '最多50处缺陷' },
  'bigSlab.defectOutside': {
    en: 'A defect must lie inside the slab',
    zh: '缺陷必须位于大板范围内',
  },
  'bigSlab.defectPolygon': {
    en: 'A defect outline has 3 to 100 points',
    zh: '缺陷轮廓须有3至100个点',
  },
  'bigSlab.photoMissing': {
    en: 'A photo was not found, upload it again',
    zh: '照片不存在，请重新上传',
  },
  'bigSlab.parentMissing': { en: 'The parent slab was not found', zh: '原大板不存在' },
  'bigSlab.onlyAvailableDelete': {
    en: 'Only available slabs can be deleted',
    zh: '只能删除可用状态的大板',
  },
  'bigSlab.hasRemnants': {
    en: 'Remnants were cut from this slab; delete them first',
    zh: '该大板有余料，请先删除余料',
  },
  'bigSlab.importInvalid': {
    en: '{count} problems in the sheet; nothing was imported',
    zh: '表格中有{count}处错误，未导入任何数据',
  },
  'bigSlab.importExists': {
    en: '{count} slabs with these barcodes already exist. Keep them or overwrite?',
    zh: '有{count}块大板的条码已存在，保留还是覆盖？',
  },
  'bigSlab.notEditable': {
    en: 'A slab being cut or already cut cannot be edited',
    zh: '切割中或已切割的大板不能编辑',
  },
  'bigSlab.importEmpty': { en: 'The sheet has no slab rows', zh: '表格中没有大板数据' },
  'bigSlab.importTooManyRows': {
    en: 'At most {limit} rows per import, up to row {lastRow} of the sheet; split it into smaller files',
    zh: '每次最多导入{limit}行（表格第{lastRow}行为止），请拆分为多个文件',
  },
  'bigSlab.importTooLarge': {
    en: 'The Excel file unpacks to more than {limit} MB; nothing was imported',
    zh: 'Excel文件解压后超过{limit} MB，未导入任何数据',
  },
  'bigSlab.importTooSlow': {
    en: 'The Excel file took too long to read; split it into smaller files',
    zh: 'Excel文件读取超时，请拆分为多个文件',
  },
  'bigSlab.importUnreadable': {
    en: 'The file could not be read as an Excel sheet',
    zh: '无法读取该Excel文件',
  },
  'bigSlab.importFileMissing': {
    en: 'The file was not found, upload it again',
    zh: '文件不存在，请重新上传',
  },
  'bigSlab.importColumnMissing': {
    en: 'The sheet has no column "{column}"; start from the template',
    zh: '表格缺少“{column}”列，请使用模板',
  },
  'bigSlab.importRequired': { en: 'Required', zh: '必填' },
  // The template's sample row: its first cell, which tells an import to skip the row (issue 23).
  'bigSlab.sampleRow': { en: 'Sample (skipped on import)', zh: '示例（导入时跳过）' },
  'bigSlab.sampleMaterial': { en: 'Ariston white', zh: '雅士白' },
  'bigSlab.importWholeNumber': { en: 'Enter a whole number', zh: '请输入整数' },
  'bigSlab.importDuplicate': {
    en: 'The same barcode appears on an earlier row',
    zh: '条码与前面的行重复',
  },
  'bigSlab.col.blockNo': { en: 'Block no.', zh: '荒料号' },
  'bigSlab.col.bundleNo': { en: 'Bundle no.', zh: '扎号' },
  'bigSlab.col.slabNo': { en: 'Slab no.', zh: '板号' },
  'bigSlab.col.barcode': { en: 'Barcode', zh: '条码' },
  'bigSlab.col.material': { en: 'Material', zh: '材质' },
  'bigSlab.col.thicknessMm': { en: 'Thickness (mm)', zh: '厚度(mm)' },
  'bigSlab.col.lengthMm': { en: 'Length (mm)', zh: '长度(mm)' },
  'bigSlab.col.widthMm': { en: 'Width (mm)', zh: '宽度(mm)' },
  'bigSlab.col.warehouse': { en: 'Warehouse code', zh: '仓库编码' },
  'bigSlab.col.rack': { en: 'Rack no.', zh: '料架编号' },
  'bigSlab.col.areaM2': { en: 'Area (m²)', zh: '面积(m²)' },
  'bigSlab.col.status': { en: 'Status', zh: '状态' },
  'bigSlab.status.available': { en: 'Available', zh: '可用' },
  'bigSlab.status.reserved': { en: 'Reserved', zh: '已预留' },
  'bigSlab.status.picked': { en: 'Picked', zh: '已领料' },
  'bigSlab.status.cutting': { en: 'Cutting', zh: '切割中' },
  'bigSlab.status.cut': { en: 'Cut', zh: '已切割' },
  'bigSlab.status.remnant': { en: 'Remnant', zh: '余料' },
  'bigSlab.status.returned': { en: 'Returned', zh: '已退料' },
  'bigSlab.sheetName': { en: 'Large slabs', zh: '大板库存' },
  'device.codeTaken': { en: 'A device with this code exists', zh: '设备编码已存在' },
  'device.tableAOrB': { en: 'The table is A or B', zh: '机台为A或B' },
  'file.xlsxOnly': { en: 'Only .xlsx Excel files are accepted', zh: '仅支持.xlsx格式的Excel文件' },
  'file.xlsxUnsafe': {
    en: 'The Excel file unpacks to too much data',
    zh: 'Excel文件解压后内容过大',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
