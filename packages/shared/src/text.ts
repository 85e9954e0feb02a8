import { z } from 'zod';
import type { MessageKey } from './messages.ts';
// zod's English defaults never reach a person: refusals without a message of their own get a key.
import './zod-messages.ts';

/**
 * Control characters have no place in what people type, and PostgreSQL refuses a NUL in text
 * outright (a 500 instead of a field message). Every string of a request body is built from one
 * of the two helpers below, so the rule is checked once, at the schema, before anything is stored;
 * a test walks every endpoint body to keep it that way (text.test.ts).
 */
export const CONTROL_CHARS_MESSAGE = 'validation.controlChars' satisfies MessageKey;

const TAB = 0x09;
const LINE_FEED = 0x0a;

/** C0 controls (U+0000–U+001F), DEL and the C1 block (U+0080–U+009F). */
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);

/** A loop rather than a regex: eslint rightly flags control characters inside patterns. */
export function hasControlChars(value: string, multiLine = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (!isControl(code)) continue;
    if (multiLine && (code === TAB || code === LINE_FEED)) continue;
    return true;
  }
  return false;
}

/**
 * A one-line text field. The check comes first in the chain so that, when a value breaks several
 * rules, the caller reads this message rather than a format one that would not explain it.
 */
export const singleLineText = () =>
  z.string().refine((v) => !hasControlChars(v), { message: CONTROL_CHARS_MESSAGE });

/** A note typed in a text area: tabs and line breaks are part of it, other controls are not. */
export const multiLineText = () =>
  z.string().refine((v) => !hasControlChars(v, true), { message: CONTROL_CHARS_MESSAGE });

/** An ISO-8601 time with offset typed into a filter or form; controls are refused first. */
export const isoDateTimeText = () =>
  singleLineText().pipe(z.iso.datetime({ offset: true, message: 'common.invalidValue' }));
