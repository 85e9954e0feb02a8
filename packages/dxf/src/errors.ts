import { formatDxfMessage } from './messages.ts';
import type { DxfMessageCode, Lang, MessageParams } from './messages.ts';

/** The codes readDxf may throw; every other code in DXF_MESSAGES is a warning. */
export type DxfErrorCode = Extract<
  DxfMessageCode,
  | 'DXF_EMPTY'
  | 'DXF_FILE_TOO_LARGE'
  | 'DXF_DWG_NOT_SUPPORTED'
  | 'DXF_NOT_DXF'
  | 'DXF_MALFORMED'
  | 'DXF_TRUNCATED'
  | 'DXF_NON_FINITE_NUMBER'
  | 'DXF_TOO_MANY_ENTITIES'
  | 'DXF_TOO_MANY_VERTICES'
  | 'DXF_VERTEX_COUNT_EXCEEDS_DATA'
  | 'DXF_BLOCK_TOO_DEEP'
  | 'DXF_BLOCK_CYCLE'
  | 'DXF_TOO_MANY_EXPANDED_ENTITIES'
  | 'DXF_TIME_BUDGET_EXCEEDED'
>;

/** A file the reader refuses; `code` is stable, `message` is in both languages. */
export class DxfError extends Error {
  readonly code: DxfErrorCode;
  readonly params: MessageParams;
  readonly messages: { en: string; zh: string };

  constructor(code: DxfErrorCode, params: MessageParams = {}) {
    const en = formatDxfMessage(code, params, 'en');
    super(en);
    this.name = 'DxfError';
    this.code = code;
    this.params = params;
    this.messages = { en, zh: formatDxfMessage(code, params, 'zh') };
  }

  messageFor(lang: Lang): string {
    return this.messages[lang];
  }
}

export function isDxfError(value: unknown): value is DxfError {
  return value instanceof DxfError;
}

/** Something the caller should know about a drawing that was still read. */
export type DxfWarning = {
  code: Exclude<DxfMessageCode, DxfErrorCode>;
  params: MessageParams;
  message: { en: string; zh: string };
  /** Set on the last kept warning of a code when more of that code were left out. */
  omitted?: number;
};

export function makeWarning(code: DxfWarning['code'], params: MessageParams = {}): DxfWarning {
  return {
    code,
    params,
    message: {
      en: formatDxfMessage(code, params, 'en'),
      zh: formatDxfMessage(code, params, 'zh'),
    },
  };
}
