// The validation report of one drawing upload (issue 22): a drawing of 600,000 unlabelled pieces
// used to store 600,000 "no code" lines (89 MB in the detail answer). Repeats are now one line
// per kind with a count and a few examples, and the report keeps at most REPORT_LIMITS.lines.
import type { DxfWarning } from '@stone/dxf';
import { MESSAGES, type MessageKey } from '@stone/shared';
import { uploadWarning, type UploadWarning } from '@stone/shared/projects/detail';
import { z } from 'zod';
import { fillMessage } from '../../lib/app-error.ts';

export const REPORT_LIMITS = { lines: 100, examples: 5 } as const;

type PieceKind = 'project.warnNoCode' | 'project.warnDuplicateCode';
const MANY: Record<PieceKind, MessageKey> = {
  'project.warnNoCode': 'project.warnNoCodeMany',
  'project.warnDuplicateCode': 'project.warnDuplicateCodeMany',
};

type Group = { first: UploadWarning; count: number; examples: string[]; done?: boolean };

const text = (key: MessageKey, params: Record<string, string | number>) => ({
  en: fillMessage(MESSAGES[key].en, params),
  zh: fillMessage(MESSAGES[key].zh, params),
});

/** Collects report lines as they occur; `lines()` gives them grouped and capped. */
export function createReport() {
  const groups = new Map<string, Group>();
  const add = (key: string, line: () => UploadWarning, example: string | null, times = 1) => {
    let group = groups.get(key);
    if (!group) {
      group = { first: line(), count: 0, examples: [] };
      groups.set(key, group);
    }
    group.count += times;
    if (example !== null && group.examples.length < REPORT_LIMITS.examples)
      group.examples.push(example);
  };
  return {
    /** A line about one piece ({code} is the name it was given). */
    addPiece(kind: PieceKind, params: Record<string, string>) {
      const code = params.code ?? null;
      add(kind, () => ({ ...kindLine(kind, params), pieceCode: code }), code);
    },
    /** A reader warning: a place ("(x, y)") groups by kind, anything else by kind and params. */
    addReader(w: DxfWarning) {
      const { x, y } = w.params;
      const place = x !== undefined && y !== undefined ? `(${x}, ${y})` : null;
      const key = place ? w.code : `${w.code} ${JSON.stringify(w.params)}`;
      const line = () => ({
        code: w.code,
        message: w.message,
        pieceCode: null,
        count: 1,
        examples: [],
      });
      add(key, line, place, 1 + (w.omitted ?? 0));
    },
    /** A line of an older row, which kept one line per occurrence: regrouped on read. */
    addLegacy(w: UploadWarning) {
      const key = w.pieceCode !== null ? w.code : `${w.code} ${w.message.en}`;
      add(key, () => ({ ...w, count: 1, examples: [] }), w.pieceCode);
    },
    /** A line stored already grouped: kept as it is. */
    addLine(line: UploadWarning) {
      groups.set(`#${groups.size}`, {
        first: line,
        count: line.count,
        examples: line.examples,
        done: true,
      });
    },
    lines: () => toLines([...groups.values()]),
  };
}

function kindLine(kind: PieceKind, params: Record<string, string>) {
  return { code: kind, message: text(kind, params), count: 1, examples: [] };
}

function groupLine({ first, count, examples, done }: Group): UploadWarning {
  if (done) return first;
  if (count === 1) return { ...first, count, examples };
  const many = MANY[first.code as PieceKind] as MessageKey | undefined;
  const message = many
    ? text(many, { count, examples: examples.join(', ') })
    : {
        en: fillMessage(MESSAGES['project.warnRepeated'].en, {
          message: first.message.en,
          more: count - 1,
        }),
        zh: fillMessage(MESSAGES['project.warnRepeated'].zh, {
          message: first.message.zh,
          more: count - 1,
        }),
      };
  return { code: first.code, message, pieceCode: null, count, examples };
}

/** At most REPORT_LIMITS.lines lines; the rest become one "N more warnings" line. */
function toLines(groups: Group[]): UploadWarning[] {
  const lines = groups.map(groupLine);
  if (lines.length <= REPORT_LIMITS.lines) return lines;
  const kept = lines.slice(0, REPORT_LIMITS.lines - 1);
  const rest = lines.slice(REPORT_LIMITS.lines - 1).reduce((n, l) => n + l.count, 0);
  const more: UploadWarning = {
    code: 'project.warnMoreKinds',
    message: text('project.warnMoreKinds', { count: rest }),
    pieceCode: null,
    count: rest,
    examples: [],
  };
  return [...kept, more];
}

/** Stored reports: today's grouped lines, or an older row's one line per occurrence. */
const storedReport = z.array(
  uploadWarning.extend({
    count: z.number().int().min(1).optional(),
    examples: z.array(z.string()).optional(),
  }),
);

/** The report as stored, grouped and capped (older rows are regrouped here). */
export function readReport(json: string): UploadWarning[] {
  let raw: unknown = null;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  const parsed = storedReport.safeParse(raw);
  if (!parsed.success) return [];
  const report = createReport();
  for (const w of parsed.data) {
    if (w.count !== undefined && w.examples !== undefined) report.addLine(w as UploadWarning);
    else report.addLegacy({ ...w, count: 1, examples: [] });
  }
  return report.lines();
}
