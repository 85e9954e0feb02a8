// Typed planner errors: a stable `code` for callers, and the text in both languages the web
// shows, so the server never has to translate planner internals itself.

export const PLANNER_ERRORS = {
  INVALID_PROBLEM: {
    en: 'The cutting problem is not valid: {detail}',
    zh: '切割问题无效：{detail}',
  },
  INVALID_NUMBER: {
    en: 'The value at {path} must be a finite number.',
    zh: '{path} 的值必须是有限数字。',
  },
  NEGATIVE_SIZE: {
    en: 'The value at {path} must be greater than zero.',
    zh: '{path} 的值必须大于零。',
  },
  NO_USABLE_AREA: {
    en: 'Slab {slabId} has no usable area after trimming {trim} mm from each edge.',
    zh: '大板 {slabId} 每边修边 {trim} mm 后没有可用面积。',
  },
  PIECE_TOO_LARGE: {
    en: 'Piece {pieceId} ({width} × {height} mm) does not fit on any slab.',
    zh: '工件 {pieceId}（{width} × {height} mm）放不进任何大板。',
  },
  DUPLICATE_ID: {
    en: 'The id {id} is used twice in {list}.',
    zh: '{list} 中的编号 {id} 重复。',
  },
  TIME_BUDGET_EXCEEDED: {
    en: 'Not even a first layout of {pieces} pieces could be built within {limit} ms; give the plan more time or split the pieces.',
    zh: '在 {limit} 毫秒内连首个排版（{pieces} 块工件）都无法完成；请增加时间或拆分工件。',
  },
} as const;

export type PlannerErrorCode = keyof typeof PLANNER_ERRORS;

export type PlannerErrorParams = Record<string, string | number>;

function fill(template: string, params: PlannerErrorParams): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
}

export class PlannerError extends Error {
  readonly code: PlannerErrorCode;
  readonly params: PlannerErrorParams;
  readonly messages: { en: string; zh: string };

  constructor(code: PlannerErrorCode, params: PlannerErrorParams = {}) {
    const texts = PLANNER_ERRORS[code];
    const messages = { en: fill(texts.en, params), zh: fill(texts.zh, params) };
    super(messages.en);
    this.name = 'PlannerError';
    this.code = code;
    this.params = params;
    this.messages = messages;
  }

  toJSON(lang: 'en' | 'zh' = 'en'): { code: PlannerErrorCode; message: string } {
    return { code: this.code, message: this.messages[lang] };
  }
}

export function isPlannerError(value: unknown): value is PlannerError {
  return value instanceof PlannerError;
}
