import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { stringSamples } from './body-strings.ts';
import { ENDPOINTS } from './endpoints.ts';
import { CONTROL_CHARS_MESSAGE, hasControlChars, multiLineText, singleLineText } from './text.ts';

/** The text areas of the product: the only fields where a line break is part of the value. */
const MULTI_LINE_FIELDS = [
  'webOrg/createOrg address',
  'webOrg/applyJoinOrg remark',
  'webOrg/rejectApplication reason',
  'webOrg/saveOrgInfo address',
];

const issueAt = (schema: z.ZodType, body: unknown, path: (string | number)[]) =>
  schema.safeParse(body).error?.issues.find((i) => i.path.join('.') === path.join('.'));

const bodySamples = (value: string) =>
  Object.entries(ENDPOINTS).flatMap(([endpoint, def]) =>
    stringSamples(def.body, value).map((s) => ({ ...s, endpoint, schema: def.body })),
  );

describe('text fields refuse control characters', () => {
  it('the rule covers C0, DEL and C1, and only tab and line feed in notes', () => {
    for (const code of [0x00, 0x01, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f]) {
      const value = `a${String.fromCharCode(code)}b`;
      expect(hasControlChars(value), code.toString(16)).toBe(true);
      expect(hasControlChars(value, true), code.toString(16)).toBe(true);
    }
    expect(hasControlChars('a\tb')).toBe(true);
    expect(hasControlChars('a\nb')).toBe(true);
    expect(hasControlChars('a\tb\nc', true)).toBe(false);
    // Ordinary text, including a no-break space and Chinese, passes.
    expect(hasControlChars('南安 水头\u00a0石材 O\u2019Brien ~')).toBe(false);
    expect(singleLineText().safeParse('a\u0000').error?.issues[0]?.message).toBe(
      CONTROL_CHARS_MESSAGE,
    );
    expect(multiLineText().safeParse('line 1\nline 2').success).toBe(true);
  });

  it('the message reads in both languages', () => {
    const message = MESSAGES[CONTROL_CHARS_MESSAGE];
    expect(message.en).toMatch(/control characters/i);
    expect(message.zh).toMatch(/控制字符/);
  });

  it('every string field of every endpoint body refuses a NUL with the control-character message', () => {
    const samples = bodySamples('x\u0000y');
    // Guards the walk itself: if it stopped finding fields, the test below would prove nothing.
    expect(samples.length).toBeGreaterThan(50);
    const missed = samples
      .filter((s) => issueAt(s.schema, s.body, s.path)?.message !== CONTROL_CHARS_MESSAGE)
      .map((s) => `${s.endpoint} ${s.path.join('.')}`);
    expect(missed).toEqual([]);
  });

  it('DEL and C1 controls are refused everywhere, like C0', () => {
    for (const value of ['x\u007fy', 'x\u0085y', 'x\u001by']) {
      const missed = bodySamples(value)
        .filter((s) => issueAt(s.schema, s.body, s.path)?.message !== CONTROL_CHARS_MESSAGE)
        .map((s) => `${s.endpoint} ${s.path.join('.')}`);
      expect(missed, JSON.stringify(value)).toEqual([]);
    }
  });

  it('line breaks and tabs pass only in the multi-line fields', () => {
    const accepted = bodySamples('line 1\n\tline 2')
      .filter((s) => issueAt(s.schema, s.body, s.path)?.message !== CONTROL_CHARS_MESSAGE)
      .map((s) => `${s.endpoint} ${s.path.join('.')}`);
    expect(accepted.sort()).toEqual([...MULTI_LINE_FIELDS].sort());
  });
});
