import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { makeUser } from '../../test/user-info.ts';
import type { Language } from '@stone/shared/limits';
import { columnStorageKey } from './column-chooser.tsx';
import { CrudTable } from './crud-table.tsx';

type Row = { id: string; name: string; note: string; status: string };
const COLUMNS: TableColumnsType<Row> = [
  { key: 'name', dataIndex: 'name', title: 'Name', width: 200 },
  { key: 'note', dataIndex: 'note', title: 'Note', width: 300, hidden: true },
  { key: 'status', dataIndex: 'status', title: 'Status', width: 100 },
  { key: 'actions', title: 'Actions', width: 150, render: () => <button>Edit</button> },
];
const ROWS: Row[] = [{ id: 'r1', name: 'Slab one', note: 'A very long note', status: 'ok' }];

async function renderList(language: Language, userId = 'u1') {
  queryClient.setQueryData(USER_INFO_KEY, makeUser({ userId }));
  return renderInApp(
    <QueryClientProvider client={queryClient}>
      <CrudTable<Row>
        tableId="test-list"
        rowKey="id"
        columns={COLUMNS}
        data={{ list: ROWS, total: 1 }}
        loading={false}
        params={{ pageNum: 1, pageSize: 20, filters: {} }}
        onPage={() => undefined}
        onSort={() => undefined}
      />
    </QueryClientProvider>,
    language,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
const tableWidth = (container: HTMLElement) => container.querySelector('table')?.style.width;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('CrudTable: default columns fit, a chooser shows the rest, remembered per user', () => {
  it('shows the default columns, sized to their widths, with the actions pinned right (en)', async () => {
    const { container } = await renderList('en');
    expect(headers()).toEqual(['Name', 'Status', 'Actions']);
    // The table is exactly as wide as its shown columns (no max-content growth).
    expect(tableWidth(container)).toBe('450px');
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actions.className).toContain('ant-table-cell-fix');
    expect(screen.getByText('Slab one').closest('td')?.className).toContain('ellipsis');
  });

  it('adds a hidden column from the chooser and keeps the choice for that user only (zh)', async () => {
    const user = userEvent.setup();
    const { container, unmount } = await renderList('zh');
    await user.click(screen.getByRole('button', { name: /列设置/ }));
    const group = await screen.findByRole('group', { name: '列设置' });
    // The actions column cannot be hidden, so it is not offered.
    expect(within(group).queryByText('Actions')).toBeNull();
    await user.click(within(group).getByRole('checkbox', { name: 'Note' }));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Note', 'Status', 'Actions']));
    expect(tableWidth(container)).toBe('750px');
    expect(JSON.parse(localStorage.getItem(columnStorageKey('u1', 'test-list')) ?? '')).toEqual({
      note: true,
    });
    unmount();

    // The same person sees their choice again; another person on this browser sees the defaults.
    await renderList('zh', 'u1');
    expect(headers()).toEqual(['Name', 'Note', 'Status', 'Actions']);
    cleanup();
    await renderList('zh', 'u2');
    expect(headers()).toEqual(['Name', 'Status', 'Actions']);
  });

  it('restores the default columns (en)', async () => {
    localStorage.setItem(
      columnStorageKey('u1', 'test-list'),
      JSON.stringify({ note: true, status: false }),
    );
    const user = userEvent.setup();
    await renderList('en');
    expect(headers()).toEqual(['Name', 'Note', 'Actions']);
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(await screen.findByRole('button', { name: 'Default columns' }));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Status', 'Actions']));
  });
});
