import { expect, test } from 'vitest'; import { SHARED_READY } from './index.ts'; test('shared loads', () => { expect(SHARED_READY).toBe(true); });
