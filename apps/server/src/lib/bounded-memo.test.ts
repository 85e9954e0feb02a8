import { expect, test } from 'vitest';
import { boundedMemo } from './bounded-memo.ts';

test('a key is computed once, and past the bound everything is computed afresh', () => {
  const computed: string[] = [];
  const upper = boundedMemo(2, (key) => {
    computed.push(key);
    return key.toUpperCase();
  });
  expect([upper('a'), upper('a'), upper('b')]).toEqual(['A', 'A', 'B']);
  expect(computed).toEqual(['a', 'b']);
  expect(upper('c')).toBe('C');
  expect(upper('a')).toBe('A');
  expect(computed).toEqual(['a', 'b', 'c', 'a']);
});
