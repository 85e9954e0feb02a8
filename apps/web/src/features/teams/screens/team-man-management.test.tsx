import { screen, waitFor } from '@testing-library/react';
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
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getProcessChoices'))
    return ok({
      processes: [{ id: 'p1', name: 'Edging' }],
      members: [
        { workerId: 'u1', name: 'Chen Wei', staffNo: '1' },
        { workerId: 'u3', name: 'Zheng Lei', staffNo: '' },
      ],
    });
  if (request.path.endsWith('getProcessMembers'))
    return ok({
      teams: [{ id: 't1', name: 'Edge A', coefficientTotal: '40.00', remaining: '60.00' }],
      members: [
        {
          workerId: 'u1',
          name: 'Chen Wei',
          staffNo: '1',
          teamId: 't1',
          teamName: 'Edge A',
          coefficient: '40.00',
        },
      ],
    });
  return ok(null);
});
/** A select's open option (a table cell may carry the same title). */
const option = (title: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    if (!found) throw new Error(`no option ${title}`);
    return found;
  }, WAIT);
const sent = (name: string) => server.received.filter((r) => r.path.endsWith(name));

let Page: typeof import('./team-man-management.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Page } = await import('./team-man-management.tsx'));
});
beforeEach(() => {
  server.received.length = 0;
});

async function open(language: 'en' | 'zh' = 'en', user: UserInfo = makeUser(), query = '') {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, user);
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
    language,
    `/teamManManagement${query}`,
  );
}

describe('process team members', () => {
  it('asks for a process first and links to the team groups', async () => {
    await open();
    expect(
      await screen.findByText('Choose a process to see its team members', {}, WAIT),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: /Team groups/ });
    expect(link.getAttribute('href')).toBe('/basicManagement/teamManagement');
    expect(sent('getProcessMembers')).toHaveLength(0);
  });

  it('lists the process workers with team and coefficient, adds one and removes after asking', async () => {
    await open('en', makeUser(), '?processId=p1');
    expect(await screen.findByText('Chen Wei', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('40.00 %')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Team' }));
    await userEvent.click(await option('Edge A'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Employee' }));
    await userEvent.click(await option('Zheng Lei'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Coefficient (%)' }), '35');
    expect(screen.getByText('Remaining after adding: 25.00 %')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent('addProcessMember')).toHaveLength(1), WAIT);
    expect(sent('addProcessMember')[0]!.body).toEqual({
      teamId: 't1',
      workerId: 'u3',
      coefficient: '35',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Remove Chen Wei from team Edge A?', {}, WAIT)).toBeTruthy();
    expect(sent('removeProcessMember')).toHaveLength(0);
  });

  it('zh: the texts are Chinese', async () => {
    await open('zh', makeUser(), '?processId=p1');
    expect(await screen.findByText('Chen Wei', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: /班组管理/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '绩效系数（%）' })).toBeTruthy();
  });
});
