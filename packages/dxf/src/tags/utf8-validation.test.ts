import fc from 'fast-check';
import { isUtf8 } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { isValidUtf8InJs } from './utf8-validation.ts';

describe('isValidUtf8InJs (used where Node’s validator is missing)', () => {
  it('agrees with Node’s validator on arbitrary bytes and on real text', () => {
    const gbk = Uint8Array.from([0xcc, 0xa8, 0xc3, 0xe6, 0x0a]); // 台面 in GBK
    const overlong = Uint8Array.from([0xc0, 0xaf]);
    const surrogate = Uint8Array.from([0xed, 0xa0, 0x80]);
    for (const bytes of [gbk, overlong, surrogate, new TextEncoder().encode('石材 N1-023\n')]) {
      expect(isValidUtf8InJs(bytes)).toBe(isUtf8(bytes));
    }
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        fc.string({ unit: 'grapheme' }),
        (raw, text) => {
          expect(isValidUtf8InJs(raw)).toBe(isUtf8(raw));
          expect(isValidUtf8InJs(new TextEncoder().encode(text))).toBe(true);
        },
      ),
    );
  });
});
