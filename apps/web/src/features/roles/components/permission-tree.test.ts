import { describe, expect, it } from 'vitest';
import { ALL_ACTIONS } from '@stone/shared/routes';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import { fromKeys, toKeys } from './permission-tree.tsx';

describe('permission tree keys', () => {
  it('round-trips menu ids and actions', () => {
    const keys = toKeys([150, 152], ['memberManagement:export']);
    expect(keys).toEqual(['m:150', 'm:152', 'a:memberManagement:export']);
    expect(fromKeys(keys)).toEqual({ menuIds: [150, 152], actions: ['memberManagement:export'] });
  });
});

describe('action names', () => {
  it('names every action of the route table in both languages', () => {
    const actions = new Set(ALL_ACTIONS.map((key) => key.split(':')[1] ?? ''));
    const unnamed = [...actions].filter(
      (a) => !Object.hasOwn(en.actionNames, a) || !Object.hasOwn(zh.actionNames, a),
    );
    expect(unnamed).toEqual([]);
  });
});
