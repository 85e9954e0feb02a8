import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@stone/shared/account/user';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeLimitedUser, makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const TEAM = {
  id: 't1',
  name: 'Edge A',
  processId: 'p1',
  processName: 'Edging',
  members: [
    { workerId: 'u1', name: 'Chen Wei', coefficient: '40.00' },
    { workerId: 'u2', name: 'Huang Jun', coefficient: '35.50' },
  ],
  coefficientTotal: '75.50',
  remaining: '24.50',
  updatedAt: '2026-11-26T02:00:00.000Z',
  version: 3,
};

const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getTeamList'))
    return ok({ list: [TEAM], total: 1, pageNum: 1, pageSize: 20 });
  if (request.path.endsWith('getTeamChoices'))
    return ok({
      processes: [{ id: 'p1', name: 'Edging' }],
      members: [
        { workerId: 'u1', name: 'Chen Wei', staffNo: '1' },
        { workerId: 'u3', name: 'Zheng Lei', staffNo: '3' },
      ],
    });
  if (request.path.endsWith('addTeamMembers')) return ok(TEAM);
  return ok(null);
});
const sent = (name: string) => server.received.filter((r) => r.path.endsWith(name));

let Page: typeof import('./team-management.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Page } = await import('./team-management.tsx'));
});
beforeEach(() => {
  server.received.length = 0;
});

async function open(language: 'en' | 'zh' = 'en', user: UserInfo = makeUser()) {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, user);
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
    language,
    '/basicManagement/teamManagement',
  );
}

describe('team groups', () => {
  it('lists teams with members and what is left, and adds a member with the remaining shown live', async () => {
    await open();
    expect(await screen.findByText('Edge A', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Chen Wei 40.00 %、Huang Jun 35.50 %')).toBeTruthy();
    expect(screen.getByText('Remaining: 24.50 %')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Members' }));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    const field = within(drawer).getByRole('textbox', { name: 'Coefficient (%)' });
    await userEvent.type(field, '30');
    expect(await within(drawer).findByText('Over 100 % by 5.50 %', {}, WAIT)).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '20.5');
    expect(within(drawer).getByText('Remaining after adding: 4.00 %')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Employee' }));
    await userEvent.click(await screen.findByText('Zheng Lei (3)', {}, WAIT));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent('addTeamMembers')).toHaveLength(1), WAIT);
    expect(sent('addTeamMembers')[0]!.body).toEqual({
      teamId: 't1',
      members: [{ workerId: 'u3', coefficient: '20.5' }],
    });
  });

  it('refuses a bad coefficient on screen, and deleting asks first naming the members', async () => {
    await open();
    await screen.findByText('Edge A', {}, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Members' }));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    for (const bad of ['abc', '0', '100.001']) {
      const field = within(drawer).getByRole('textbox', { name: 'Coefficient (%)' });
      await userEvent.clear(field);
      await userEvent.type(field, bad);
      await userEvent.click(within(drawer).getByRole('button', { name: 'Add' }));
      expect(
        await within(drawer).findByText(
          'Enter a coefficient above 0 and at most 100, at most two decimals',
          {},
          WAIT,
        ),
      ).toBeTruthy();
    }
    expect(sent('addTeamMembers')).toHaveLength(0);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete team Edge A and its 2 members?', {}, WAIT)).toBeTruthy();
    expect(sent('deleteTeam')).toHaveLength(0);
  });

  it('zh: a member who may only look sees no new, rename or delete', async () => {
    await open('zh', makeLimitedUser([142]));
    expect(await screen.findByText('Edge A', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('剩余：24.50%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新建班组/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});
