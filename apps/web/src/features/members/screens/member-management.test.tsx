import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
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
const MEMBER = {
  id: 'm1',
  userId: 'u2',
  nickname: 'Zhao Lei',
  phone: '13912345678',
  staffNo: '42',
  roleId: 'r0',
  roleName: 'super_admin',
  isSuperAdmin: true,
  departmentId: 'd1',
  departmentName: 'Cutting',
  status: 'disabled',
  hasSeat: true,
  createdAt: '2026-11-01T00:00:00Z',
  version: 2,
};
const ANSWERS: Record<string, unknown> = {
  getMemberList: { list: [MEMBER], total: 1, pageNum: 1, pageSize: 20 },
  getMemberOptions: {
    roles: [{ id: 'r0', name: 'super_admin', isSuperAdmin: true }],
    departments: [],
  },
  getDeptTree: {
    tree: [{ id: 'd1', name: 'Cutting', parentId: null, memberCount: 1, version: 1, children: [] }],
  },
};

serveScreen((req) => ok(ANSWERS[req.path.split('/').pop() ?? ''] ?? null));
let MembersPage: typeof import('./member-management.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: MembersPage } = await import('./member-management.tsx'));
});

const renderPage = () =>
  renderInApp(
    <QueryClientProvider client={queryClient}>
      <MembersPage />
    </QueryClientProvider>,
    'en',
    '/orgManagement/memberManagement',
  );

describe('members screen', () => {
  it('shows the member row with its translated role and status, and the actions the admin may use', async () => {
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await renderPage();
    const row = (await screen.findByText('Zhao Lei', {}, WAIT)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Super administrator')).toBeTruthy();
    expect(within(row).getByText('Disabled')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add member/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
    expect(await screen.findByText('Cutting (1)', {}, WAIT)).toBeTruthy();
  }, 60_000);

  it('hides every action a view-only role does not hold', async () => {
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeLimitedUser([150, 152]));
    await renderPage();
    const row = (await screen.findByText('Zhao Lei', {}, WAIT)).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add member/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New department' })).toBeNull();
  }, 60_000);
});
