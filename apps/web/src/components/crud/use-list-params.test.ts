import { describe, expect, it } from 'vitest';
import { parseListParams } from './use-list-params.ts';

describe('list params in the URL', () => {
  it('reads page, sort and filters, and keeps the tab out of the filters', () => {
    const p = parseListParams(
      new URLSearchParams(
        'pageNum=3&pageSize=50&sortField=nickname&sortOrder=descend&name=li&tab=x',
      ),
    );
    expect(p).toEqual({
      pageNum: 3,
      pageSize: 50,
      sortField: 'nickname',
      sortOrder: 'descend',
      filters: { name: 'li' },
    });
  });

  it('falls back on bad numbers and caps the page size', () => {
    const p = parseListParams(
      new URLSearchParams('pageNum=-2&pageSize=5000&sortOrder=sideways&name='),
    );
    expect(p).toEqual({ pageNum: 1, pageSize: 100, filters: {} });
  });
});
