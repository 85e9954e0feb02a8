import { cleanup, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@stone/shared/limits';
import { queryClient } from '../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { makeUser } from '../../test/user-info.ts';
import { CrudTable } from './crud-table.tsx';

type Row = { id: string; name: string };
const ROWS: Row[] = Array.from({ length: 20 }, (_, i) => ({ id: `r${i}`, name: `Slab ${i}` }));

/** A capped total (issue 24) is the cap + 1: more rows match than the server counted. */
function renderTotal(language: Language, data: { total: number; totalCapped?: boolean }) {
  queryClient.setQueryData(USER_INFO_KEY, makeUser({ userId: 'u1' }));
  return renderInApp(
    <QueryClientProvider client={queryClient}>
      <CrudTable<Row>
        tableId="total-list"
        rowKey="id"
        columns={[{ key: 'name', dataIndex: 'name', title: 'Name', width: 200 }]}
        data={{ list: ROWS, ...data }}
        loading={false}
        params={{ pageNum: 1, pageSize: 20, filters: {} }}
        onPage={() => undefined}
        onSort={() => undefined}
      />
    </QueryClientProvider>,
    language,
  );
}

afterEach(cleanup);

describe('CrudTable total', () => {
  it('shows "10,000+" for a capped total and still offers the next page (en)', async () => {
    await renderTotal('en', { total: 10_001, totalCapped: true });
    expect(await screen.findByText('10,000+ in total')).toBeTruthy();
    expect(screen.getByTitle('Next Page').getAttribute('aria-disabled')).not.toBe('true');
  });

  it('shows the capped total in Chinese too (zh)', async () => {
    await renderTotal('zh', { total: 10_001, totalCapped: true });
    expect(await screen.findByText('共 10,000+ 条')).toBeTruthy();
  });

  it('shows an exact total as it is', async () => {
    await renderTotal('en', { total: 42 });
    expect(await screen.findByText('42 in total')).toBeTruthy();
  });
});
