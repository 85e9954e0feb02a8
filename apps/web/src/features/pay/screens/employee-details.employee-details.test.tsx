import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getWorkerReports'))
    return ok({
      list: [
        {
          id: 'r1',
          reportedAt: '2026-11-26T02:00:00.000Z',
          pieceCode: 'P-0001',
          projectName: 'Villa kitchen',
          processName: 'Edge',
          unit: 'perMetre',
          quantity: '2.00',
          fee: '12.34',
          amount: '24.68',
          teamName: 'Team A',
        },
      ],
      total: 1,
      pageNum: 1,
      pageSize: 20,
      workerName: 'Alice',
      fromDay: '2026-10-29',
      toDay: '2026-11-27',
    });
  return ok(null);
});

let Page: typeof import('./employee-details.employee-details.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Page } = await import('./employee-details.employee-details.tsx'));
});

const TEXT = {
  en: { title: /Reports of Alice/, qty: '2.00 m', quality: 'Kit check' },
  zh: { title: /Alice 的报工明细/, qty: '2.00 米', quality: '齐套检查' },
};

describe.each(['en', 'zh'] as const)('a worker’s reports (%s)', (language) => {
  it('lists the named worker’s cutting reports with quantity, fee, amount and team', async () => {
    setToken('tok');
    queryClient.clear();
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>,
      language,
      '/employeeDetails/employeeDetails?workerId=u7&preset=quarter',
    );
    const text = TEXT[language];
    expect(await screen.findByText(text.title, {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText(text.qty).length).toBeGreaterThan(0);
    expect(screen.getAllByText('24.68').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Team A').length).toBeGreaterThan(0);
    const first = server.received.find((r) => r.path.endsWith('getWorkerReports'));
    expect(first?.body).toMatchObject({ workerId: 'u7', preset: 'quarter', kind: 'cutting' });
    // The five kinds are tabs of the same worker's reports.
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(screen.getByRole('tab', { name: text.quality })).toBeTruthy();
  });
});
