/**
 * Every error and warning the reader can report, with its text in both languages, so the
 * server can show the user's language without knowing anything about DXF.
 * `{name}` placeholders are filled from the error's params.
 */
export const DXF_MESSAGES = {
  DXF_EMPTY: { en: 'The file is empty.', zh: '文件为空。' },
  DXF_FILE_TOO_LARGE: {
    en: 'The file is {size} bytes; the limit is {limit} bytes.',
    zh: '文件大小为 {size} 字节，超过上限 {limit} 字节。',
  },
  DXF_DWG_NOT_SUPPORTED: {
    en: 'This is a DWG file ({version}), not DXF. Open it in your CAD program and export it as DXF.',
    zh: '这是 DWG 文件（{version}），不是 DXF。请在 CAD 软件中打开并另存为（导出为）DXF。',
  },
  DXF_NOT_DXF: {
    en: 'This does not look like a DXF file ({detail}).',
    zh: '该文件不是有效的 DXF 文件（{detail}）。',
  },
  DXF_MALFORMED: {
    en: 'The DXF file is damaged near {where}: {detail}.',
    zh: 'DXF 文件在 {where} 附近已损坏：{detail}。',
  },
  DXF_TRUNCATED: {
    en: 'The DXF file ends unexpectedly inside the {section} section; it was probably cut off.',
    zh: 'DXF 文件在 {section} 段中途意外结束，文件可能不完整。',
  },
  DXF_NON_FINITE_NUMBER: {
    en: 'The drawing contains an invalid number "{value}" near {where}.',
    zh: '图纸在 {where} 附近包含无效数值“{value}”。',
  },
  DXF_TOO_MANY_ENTITIES: {
    en: 'The drawing has more than {limit} entities.',
    zh: '图纸图元数量超过上限 {limit}。',
  },
  DXF_TOO_MANY_VERTICES: {
    en: 'A polyline near {where} declares {count} vertices; the limit is {limit}.',
    zh: '{where} 附近的多段线声明了 {count} 个顶点，超过上限 {limit}。',
  },
  DXF_VERTEX_COUNT_EXCEEDS_DATA: {
    en: 'A polyline near {where} declares {count} vertices, more than the rest of the file can hold.',
    zh: '{where} 附近的多段线声明了 {count} 个顶点，超出文件剩余内容可容纳的数量。',
  },
  DXF_BLOCK_TOO_DEEP: {
    en: 'Blocks are nested more than {limit} levels deep (block "{block}").',
    zh: '图块嵌套超过 {limit} 层（图块“{block}”）。',
  },
  DXF_BLOCK_CYCLE: {
    en: 'Block "{block}" inserts itself (cycle: {cycle}).',
    zh: '图块“{block}”循环引用自身（{cycle}）。',
  },
  DXF_TOO_MANY_EXPANDED_ENTITIES: {
    en: 'Expanding the blocks would create {count} entities; the limit is {limit}.',
    zh: '展开图块将产生 {count} 个图元，超过上限 {limit}。',
  },
  DXF_TIME_BUDGET_EXCEEDED: {
    en: 'Reading the drawing took longer than {limit} ms.',
    zh: '读取图纸超过时间上限 {limit} 毫秒。',
  },
  DXF_UNITS_UNKNOWN: {
    en: 'The drawing does not declare its units; sizes are given as drawn.',
    zh: '图纸未声明单位，尺寸按图纸数值给出。',
  },
  DXF_UNITS_OVERRIDDEN: {
    en: 'The drawing declares {declared} but is read as {used}, as requested.',
    zh: '图纸声明单位为 {declared}，已按要求以 {used} 读取。',
  },
  DXF_UNITS_UNSUPPORTED: {
    en: 'The drawing declares unsupported units (code {value}); sizes are given as drawn.',
    zh: '图纸声明的单位（代码 {value}）不受支持，尺寸按图纸数值给出。',
  },
  DXF_DECODING_FALLBACK: {
    en: 'Text is not valid UTF-8; decoded as {encoding}.',
    zh: '文本不是有效的 UTF-8，已按 {encoding} 解码。',
  },
  DXF_MISSING_EOF: {
    en: 'The file has no EOF marker after its last section; it may be incomplete.',
    zh: '文件最后一段之后缺少 EOF 结束标记，可能不完整。',
  },
  DXF_DAMAGED_STRUCTURE: {
    en: 'The section structure is damaged ({count} stray markers); the result may be partial.',
    zh: '文件段结构已损坏（{count} 处多余标记），结果可能不完整。',
  },
  DXF_MISSING_BLOCK: {
    en: 'Block "{block}" is inserted but not defined.',
    zh: '插入的图块“{block}”未定义。',
  },
  DXF_NON_PLANAR_SKIPPED: {
    en: '{count} entities not parallel to the XY plane were skipped.',
    zh: '已跳过 {count} 个不平行于 XY 平面的图元。',
  },
  DXF_PAPER_SPACE_SKIPPED: {
    en: '{count} paper-space entities were skipped.',
    zh: '已跳过 {count} 个图纸空间（布局）图元。',
  },
  DXF_OPEN_CHAIN: {
    en: 'An outline near ({x}, {y}) is not closed; it was not made into a piece.',
    zh: '({x}, {y}) 附近的轮廓未闭合，未生成石材板块。',
  },
  DXF_AMBIGUOUS_JUNCTION: {
    en: '{degree} edges meet at ({x}, {y}); the outline is ambiguous and was not made into a piece.',
    zh: '{degree} 条边交汇于 ({x}, {y})，轮廓有歧义，未生成石材板块。',
  },
  DXF_SELF_INTERSECTING: {
    en: 'The outline near ({x}, {y}) crosses itself; it was not made into a piece.',
    zh: '({x}, {y}) 附近的轮廓自相交，未生成石材板块。',
  },
  DXF_OVERLAPPING_OUTLINES: {
    en: 'Outlines near ({x}, {y}) overlap without one containing the other.',
    zh: '({x}, {y}) 附近的轮廓相互重叠而非包含。',
  },
  DXF_DUPLICATE_OUTLINE: {
    en: 'An outline near ({x}, {y}) is drawn more than once; it was kept once.',
    zh: '({x}, {y}) 附近的轮廓重复绘制，只保留一个。',
  },
  DXF_FRAME_IGNORED: {
    en: 'The drawing frame on layer "{layer}" ({width} × {height}) encloses all outlines and was left out.',
    zh: '图层“{layer}”上的图框（{width} × {height}）包围所有轮廓，已排除。',
  },
  DXF_SPLINE_FIT_POINTS_ONLY: {
    en: 'A spline without control points was approximated through its fit points.',
    zh: '一条无控制点的样条曲线已按拟合点近似。',
  },
} as const;

export type DxfMessageCode = keyof typeof DXF_MESSAGES;
export type Lang = 'en' | 'zh';
export type MessageParams = Readonly<Record<string, string | number>>;

export function formatDxfMessage(code: DxfMessageCode, params: MessageParams, lang: Lang): string {
  const template: string = DXF_MESSAGES[code][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
