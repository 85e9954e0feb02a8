/** Messages of projects (issue 12), in both languages. */
export const PROJECT_MESSAGES = {
  'project.nameRequired': { en: 'Please enter a project name', zh: '请输入项目名称' },
  'project.nameTooLong': {
    en: 'Project name is at most 64 characters',
    zh: '项目名称不能超过64个字符',
  },
  'project.fileRequired': { en: 'Please upload a CAD file', zh: '请上传CAD文件' },
  'project.nameAndFileRequired': {
    en: 'Please enter a project name and upload a CAD file',
    zh: '请输入项目名称并上传CAD文件',
  },
  'project.deliveryInPast': {
    en: 'Delivery time cannot be earlier than now',
    zh: '交货时间不能早于当前时间',
  },
  'project.notFound': { en: 'Project not found', zh: '项目不存在' },
  'project.fileNotFound': {
    en: 'The CAD file was not found, upload it again',
    zh: 'CAD文件不存在，请重新上传',
  },
  'project.fileNotDxf': {
    en: 'The file is not a DXF drawing, upload a .dxf file',
    zh: '该文件不是DXF图纸，请上传.dxf文件',
  },
  'project.dxfUnreadable': {
    en: 'The DXF file could not be read',
    zh: 'DXF文件无法读取',
  },
  'project.dxfNoPieces': {
    en: 'No closed piece outlines were found in the drawing',
    zh: '图纸中未找到闭合的板件轮廓',
  },
  'project.duplicateFile': {
    en: 'The same file is used for two planes',
    zh: '同一个文件不能用于两个平面',
  },
  // The exact missing fields travel in data ({ settings: [...], packingList }) for the screen.
  'project.approveNeedsSettings': {
    en: 'Complete the project settings first (material, thickness and slab sizes)',
    zh: '请先完善项目设置（材质、厚度和大板规格）',
  },
  'project.approveNeedsPackingList': {
    en: 'Generate the packing list first',
    zh: '请先生成装箱单',
  },
  'project.approveNeedsBoth': {
    en: 'Complete the project settings (material, thickness and slab sizes) and generate the packing list first',
    zh: '请先完善项目设置（材质、厚度和大板规格）并生成装箱单',
  },
  // Issue 23: approval needs every plane planned; {planes} lists those that are not.
  'project.approveNeedsPlanes': {
    en: 'Plan every plane first; not planned yet: {planes}',
    zh: '请先完成所有平面的排版，尚未排版：{planes}',
  },
  // Issue 23 (docs/adr/0015): a settings change takes an approved project back to review.
  'project.savedBackToReview': {
    en: 'Settings saved. The project was approved before, so it is back to pending review',
    zh: '设置已保存。项目此前已审核，现已退回待审核',
  },
  'project.planBackToReview': {
    en: 'Cutting plan accepted. The project was approved before, so it is back to pending review',
    zh: '已采用该切割方案。项目此前已审核，现已退回待审核',
  },
  'project.planeHasCutSlabs': {
    en: 'Plane {plane} already has {count} cut slabs; its cutting plan can no longer change',
    zh: '平面 {plane} 已有 {count} 块大板切割完成，其切割方案不能再更改',
  },
  'project.alreadyDone': { en: 'The project is already approved', zh: '项目已审核完成' },
  'project.archived': {
    en: 'The project is archived, restore it first',
    zh: '项目已归档，请先恢复',
  },
  'project.notArchived': { en: 'The project is not archived', zh: '项目未归档' },
  'project.terminated': { en: 'The project is terminated', zh: '项目已终止' },
  'project.noPieces': {
    en: 'The project has no pieces to pack',
    zh: '项目没有可装箱的板件',
  },
  // Validation-report lines about single pieces ({code} is filled in by the server).
  'project.warnNoCode': {
    en: 'A piece without a code was named {code}',
    zh: '一块未标注编号的板件已命名为 {code}',
  },
  'project.warnDuplicateCode': {
    en: 'Code {original} appears more than once; this piece was named {code}',
    zh: '编号 {original} 重复出现，该板件已命名为 {code}',
  },
  // Grouped report lines (issue 22): one line per kind, with a count and a few examples.
  'project.warnNoCodeMany': {
    en: '{count} pieces without a code were named automatically (e.g. {examples})',
    zh: '{count} 块未标注编号的板件已自动命名（如 {examples}）',
  },
  'project.warnDuplicateCodeMany': {
    en: '{count} pieces repeat a code used before and were renamed (e.g. {examples})',
    zh: '{count} 块板件编号重复，已重新命名（如 {examples}）',
  },
  'project.warnRepeated': {
    en: '{message} ({more} more like it)',
    zh: '{message}（另有 {more} 处同类情况）',
  },
  'project.warnMoreKinds': {
    en: '{count} more warnings are not listed',
    zh: '另有 {count} 条警告未列出',
  },
  'project.planeTooManyPieces': {
    en: 'Plane {plane} has {count} pieces; a plane may have at most {max}. Split the drawing into several planes',
    zh: '平面 {plane} 有 {count} 块板件，单个平面最多 {max} 块，请把图纸拆分为多个平面',
  },
  'project.projectTooManyPieces': {
    en: 'The drawings hold {count} pieces in all; a project may have at most {max}. Split it into several projects',
    zh: '图纸共有 {count} 块板件，单个项目最多 {max} 块，请拆分为多个项目',
  },
  'project.pieceTooLarge': {
    en: 'Piece {code} of plane {plane} is {area} m², more than the {max} m² a piece may have; check the drawing units',
    zh: '平面 {plane} 的板件 {code} 面积为 {area} 平方米，超过单块上限 {max} 平方米，请检查图纸单位',
  },
  // Issue 23: the preview's choices, checked again by the create.
  'project.unitsRequired': {
    en: 'The drawing of plane {plane} declares no units; choose mm, cm, m or inch',
    zh: '平面 {plane} 的图纸未声明单位，请选择毫米、厘米、米或英寸',
  },
  'project.flaggedPiecesIncluded': {
    en: 'Plane {plane} still includes {count} flagged pieces ({examples}); drop them or keep them explicitly',
    zh: '平面 {plane} 仍包含 {count} 块被标记的板件（{examples}），请剔除或明确保留',
  },
  'project.pieceIndexUnknown': {
    en: 'Plane {plane} has no piece #{index}; preview the drawing again',
    zh: '平面 {plane} 没有第 {index} 块板件，请重新预览图纸',
  },
  'project.previewTooManyPieces': {
    en: 'The drawing has {count} pieces; a plane may have at most {max}. Split the drawing into several planes',
    zh: '图纸有 {count} 块板件，单个平面最多 {max} 块，请把图纸拆分为多个平面',
  },
  'project.allPiecesExcluded': {
    en: 'Every piece of plane {plane} is dropped; keep at least one',
    zh: '平面 {plane} 的板件已全部剔除，请至少保留一块',
  },
  'file.dxfOnly': { en: 'Only .dxf files can be uploaded', zh: '仅支持上传.dxf文件' },
  'file.dwgNotSupported': {
    en: 'DWG files are not supported, save the drawing as DXF in your CAD program',
    zh: '不支持DWG文件，请在CAD软件中另存为DXF格式',
  },
  'file.dxfTooLarge': {
    en: 'The DXF file is larger than 60 MB',
    zh: 'DXF文件不能超过60MB',
  },
  'file.dxfEmpty': { en: 'The DXF file is empty', zh: 'DXF文件为空' },
} as const satisfies Record<string, { en: string; zh: string }>;
