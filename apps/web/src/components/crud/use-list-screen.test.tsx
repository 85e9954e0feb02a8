import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { projectListBody } from '@stone/shared/projects/list';
import { parseUrlBody } from './url-body.ts';
import { useListScreen } from './use-list-screen.ts';

const parse = (query: string) => parseUrlBody(projectListBody, new URLSearchParams(query));

describe('list screen: the URL is parsed by the endpoint schema', () => {
  it('turns URL texts into the typed body, with the schema defaults', () => {
    expect(
      parse(
        'pageNum=3&pageSize=50&sortField=name&sortOrder=descend&tab=inProduction&archived=true&reviewState=pending&keyword=123',
      ),
    ).toEqual({
      pageNum: 3,
      pageSize: 50,
      sortField: 'name',
      sortOrder: 'descend',
      tab: 'inProduction',
      archived: true,
      reviewState: 'pending',
      // Digits stay a text where the schema wants a text.
      keyword: '123',
    });
    expect(parse('')).toEqual({ pageNum: 1, pageSize: 20, tab: 'all', archived: false });
  });

  it('drops what the schema refuses (a stale or hand-edited link) instead of failing', () => {
    expect(
      parse(
        'pageNum=-2&pageSize=5000&sortField=password&tab=sideways&archived=maybe&reviewState=x&name=ok',
      ),
    ).toEqual({ pageNum: 1, pageSize: 20, tab: 'all', archived: false, name: 'ok' });
  });
});

function Probe() {
  const list = useListScreen(projectListBody);
  const location = useLocation();
  return (
    <div>
      <output data-testid="url">{location.search}</output>
      <output data-testid="body">{JSON.stringify(list.body)}</output>
      <button onClick={() => list.update({ tab: 'completed' })}>tab</button>
      <button onClick={() => list.onPage(4, 20)}>page</button>
      <button onClick={() => list.setFilters({ keyword: 'marble' }, ['tab'])}>search</button>
      <button onClick={() => list.onSort('createdAt', 'ascend')}>sort</button>
    </div>
  );
}

describe('list screen: changes go back to the URL', () => {
  it('writes tabs, pages, filters and sort to the URL, leaving defaults out', () => {
    render(
      <MemoryRouter initialEntries={['/list?archived=true&name=old']}>
        <Probe />
      </MemoryRouter>,
    );
    const url = () => new URLSearchParams(screen.getByTestId('url').textContent ?? '');
    act(() => screen.getByText('page').click());
    expect(url().get('pageNum')).toBe('4');
    // Page size 20 is the default: not written.
    expect(url().has('pageSize')).toBe(false);
    act(() => screen.getByText('tab').click());
    expect(url().get('tab')).toBe('completed');
    // Any other change starts from page 1 again.
    expect(url().has('pageNum')).toBe(false);
    act(() => screen.getByText('search').click());
    // The search form replaces the filters it owns, keeps the tab.
    expect(url().get('keyword')).toBe('marble');
    expect(url().has('name')).toBe(false);
    expect(url().has('archived')).toBe(false);
    expect(url().get('tab')).toBe('completed');
    act(() => screen.getByText('sort').click());
    expect(JSON.parse(screen.getByTestId('body').textContent ?? '{}')).toMatchObject({
      tab: 'completed',
      keyword: 'marble',
      sortField: 'createdAt',
      sortOrder: 'ascend',
      pageNum: 1,
    });
  });
});
