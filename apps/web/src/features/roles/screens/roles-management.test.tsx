import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { serveScreen } from '../../../test/screen-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { makeLimitedUser, makeUser } from '../../../test/user-info.ts';

/** Generous: antd renders slowly in jsdom on a busy machine. */
const WAIT = { timeout: 8000 };

const ROLES = [
  {
    id: 'r0',
    name: 'super_admin',
    isSuperAdmin: true,
    menuIds: [],
    actions: [],
    memberCount: 1,
    createdAt: '2026-11-01T00:00:00Z',
    version: 1,
  },
  {
    id: 'r1',
    name: 'Clerks',
    isSuperAdmin: false,
    menuIds: [150, 152],
    actions: [],
    memberCount: 2,
    createdAt: '2026-11-02T00:00:00Z',
    version: 3,
  },
];

const server = serveScreen((req) =>
  req.path.endsWith('getRoleList')
    ? ok({ list: ROLES, total: 2, pageNum: 1, pageSize: 20 })
    : ok({ id: 'r9' }, 'Created successfully'),
);
let RolesPage: typeof import('./roles-management.tsx').default;
beforeAll(async () => {
  // The screen registers its texts when its chunk loads, as in the app: i18n first.
  await setTestLanguage('en');
  ({ default: RolesPage } = await import('./roles-management.tsx'));
});

describe('roles screen', () => {
  it('shows the super administrator read-only and creates a role from the permission tree', async () => {
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <RolesPage />
      </QueryClientProvider>,
      'en',
      '/rolesManagement',
    );
    const superRow = (await screen.findByText('Super administrator', {}, WAIT)).closest(
      'tr',
    ) as HTMLElement;
    expect(within(superRow).queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /New role/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }, WAIT));
    expect(await screen.findByText('A role needs at least one permission', {}, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Role name', { selector: '#drawer_name' }), {
      target: { value: 'Packers' },
    });
    const node = screen
      .getByText('Members and departments')
      .closest('.ant-tree-treenode') as HTMLElement;
    fireEvent.click(node.querySelector('.ant-tree-checkbox') as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(server.received.some((r) => r.path.endsWith('createRole'))).toBe(true),
      WAIT,
    );
    const sent = server.received.find((r) => r.path.endsWith('createRole'))?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ name: 'Packers', menuIds: [152], actions: [] });
    expect(typeof sent.requestId).toBe('string');
  }, 60_000);

  it('hides what the role may not do', async () => {
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeLimitedUser([402]));
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <RolesPage />
      </QueryClientProvider>,
      'en',
      '/rolesManagement',
    );
    expect(await screen.findByText('Clerks', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New role/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
