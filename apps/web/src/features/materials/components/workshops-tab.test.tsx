import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const row = (id: string, name: string, isDefault: boolean) => ({
  id,
  name,
  code: id.toUpperCase(),
  category: 'packing',
  sort: 1,
  isDefault,
  createdAt: '2026-11-01T00:00:00Z',
  version: 1,
});
serveScreen((req) =>
  req.path.endsWith('getWorkshopList')
    ? ok({
        list: [row('w1', 'Main hall', true), row('w2', 'East bay', false)],
        total: 2,
        pageNum: 1,
        pageSize: 20,
      })
    : ok(null),
);

let WorkshopsTab: typeof import('./workshops-tab.tsx').WorkshopsTab;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../material-locales.ts');
  ({ WorkshopsTab } = await import('./workshops-tab.tsx'));
});

describe('workshops: a CrudPage with a select field and a locked row', () => {
  it('locks the default workshop, tags the category, and orders the form as the shared entity', async () => {
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <WorkshopsTab />
      </QueryClientProvider>,
      'en',
      '/basicManagement?tab=workshops',
    );
    const main = (await screen.findByText('Main hall', {}, WAIT)).closest('tr') as HTMLElement;
    const east = screen.getByText('East bay').closest('tr') as HTMLElement;
    expect(within(main).getByText('Default')).toBeTruthy();
    expect(within(main).queryByRole('button')).toBeNull();
    expect(
      within(east)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Delete']);
    expect(within(east).getByText('Packing')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /New workshop/ }));
    await waitFor(() => expect(document.querySelector('#drawer_name')).toBeTruthy(), WAIT);
    const drawer = document.querySelector('.ant-drawer') as HTMLElement;
    const labels = [...drawer.querySelectorAll('.ant-form-item-label label')].map(
      (l) => l.textContent,
    );
    expect(labels).toEqual(['Region or area', 'Code', 'Category', 'Sort']);
    expect(within(drawer).getByText('Cutting')).toBeTruthy();
  }, 60_000);
});
