import { describe, expect, it } from 'vitest';
import { fromKeys, toKeys } from './permission-tree.tsx';

describe('permission tree keys', () => {
  it('round-trips menu ids and actions', () => {
    const keys = toKeys([150, 152], ['memberManagement:export']);
    expect(keys).toEqual(['m:150', 'm:152', 'a:memberManagement:export']);
    expect(fromKeys(keys)).toEqual({ menuIds: [150, 152], actions: ['memberManagement:export'] });
  });
});
