import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeLimitedUser, makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const WORKER = {
  workerId: 'u7',
  workerName: 'Alice',
  reportCount: 4,
  reportedAmount: '79.04',
  ownAmount: '74.04',
  teamAmount: '9.00',
  totalAmount: '83.04',
};
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getPaySummary'))
    return ok({
      list: [WORKER],
      total: 1,
      pageNum: 1,
      pageSize: 20,
      fromDay: '2026-10-29',
      toDay: '2026-11-27',
      grandTotal: '97.04',
      seesAll: (request.body as { preset?: string }).preset !== 'year',
    });
  return ok(null);
});

let Page: typeof import('./performance-management.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Page } = await import('./performance-management.tsx'));
});

const TEXT = {
  en: {
    grand: /Paid in total: 97\.04 CNY/,
    team: 'Team share (CNY)',
    week: 'Week',
    export: 'Export',
  },
  zh: { grand: /合计发放：97\.04 元/, team: '班组分成（元）', week: '近一周', export: '导出' },
};

describe.each(['en', 'zh'] as const)('performance management (%s)', (language) => {
  it('shows each worker’s own pay, team share and total; a preset re-reads them', async () => {
    setToken('tok');
    queryClient.clear();
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>,
      language,
      '/performanceManagement',
    );
    const text = TEXT[language];
    expect(await screen.findByText(text.grand, {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText(text.team).length).toBeGreaterThan(0);
    expect(screen.getAllByText('83.04').length).toBeGreaterThan(0);
    expect(screen.getAllByText('9.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Alice' }).getAttribute('href')).toContain(
      '/employeeDetails/employeeDetails?',
    );
    expect(screen.getByText(text.export)).toBeTruthy();
    await userEvent.click(screen.getByText(text.week));
    await waitFor(() => {
      const last = server.received.filter((r) => r.path.endsWith('getPaySummary')).at(-1);
      expect(last?.body).toMatchObject({ preset: 'week' });
    }, WAIT);
  });
});

describe('performance management for a worker', () => {
  it('offers no export without the action', async () => {
    setToken('tok');
    queryClient.clear();
    queryClient.setQueryData(USER_INFO_KEY, makeLimitedUser([403]));
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>,
      'en',
      '/performanceManagement',
    );
    expect((await screen.findAllByText('83.04', {}, WAIT)).length).toBeGreaterThan(0);
    expect(screen.queryByText('Export')).toBeNull();
  });
});
