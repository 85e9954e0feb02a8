import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeLimitedUser, makeUser } from '../../../test/user-info.ts';

/** Generous: antd renders slowly in jsdom on a busy machine. */
const WAIT = { timeout: 8000 };
const CATEGORY = {
  id: 'c1',
  name: 'Polishing',
  sort: 3,
  createdAt: '2026-11-01T08:00:00Z',
  version: 2,
};
const server = serveScreen((req) =>
  req.path.endsWith('getProcessCategoryList')
    ? ok({ list: [CATEGORY], total: 1, pageNum: 1, pageSize: 20 })
    : ok({ id: 'c9' }),
);
const sent = (call: string) => server.received.find((r) => r.path.endsWith(call))?.body;

let Screen: typeof import('./process-category.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Screen } = await import('./process-category.tsx'));
});

async function open(language: 'en' | 'zh', route = '/basicManagement/processCategory') {
  setToken('tok');
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>,
    language,
    route,
  );
  return (await screen.findByText('Polishing', {}, WAIT)).closest('tr') as HTMLElement;
}

describe('process categories: a screen from the shared entity and one field list', () => {
  it('lists, filters from the URL and creates with the schema default', async () => {
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await open('en', '/basicManagement/processCategory?name=Pol&sortField=name&sortOrder=ascend');
    expect(sent('getProcessCategoryList')).toEqual({
      pageNum: 1,
      pageSize: 20,
      name: 'Pol',
      sortField: 'name',
      sortOrder: 'ascend',
    });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Sort',
      'Name',
      'Created',
      'Actions',
    ]);
    expect(
      (screen.getByLabelText('Name', { selector: '#search_name' }) as HTMLInputElement).value,
    ).toBe('Pol');

    await userEvent.click(screen.getByRole('button', { name: /New process category/ }));
    const name = await screen.findByLabelText('Name', { selector: '#drawer_name' }, WAIT);
    expect(
      (screen.getByLabelText('Sort', { selector: '#drawer_sort' }) as HTMLInputElement).value,
    ).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required', {}, WAIT)).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Edging' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('createProcessCategory')).toBeDefined(), WAIT);
    expect(sent('createProcessCategory')).toMatchObject({ name: 'Edging', sort: 0 });
    // One request id per opening of the drawer: a retried create adds the row once.
    expect(sent('createProcessCategory')).toHaveProperty('requestId', expect.any(String));
  }, 60_000);

  it('edits a row at its version', async () => {
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    const row = await open('en');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByDisplayValue('Polishing', {}, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('updateProcessCategory')).toBeDefined(), WAIT);
    expect(sent('updateProcessCategory')).toEqual({
      id: 'c1',
      version: 2,
      name: 'Polishing',
      sort: 3,
    });
  }, 60_000);

  it('speaks Chinese and shows a view-only role no add, edit or delete', async () => {
    queryClient.setQueryData(USER_INFO_KEY, makeLimitedUser([141]));
    const row = await open('zh');
    expect(screen.getByRole('columnheader', { name: '名称' })).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /新增工序分类/ })).toBeNull();
    await setTestLanguage('en');
  }, 60_000);
});
