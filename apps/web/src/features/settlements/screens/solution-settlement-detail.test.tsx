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
import { makeUser } from '../../../test/user-info.ts';
import { DETAIL } from '../settlement-fixtures.ts';

const WAIT = { timeout: 8000 };
const SETTLED = { ...DETAIL, status: 'settled', settledAt: '2026-11-27T03:00:00.000Z' };
let current: unknown = DETAIL;
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getSettlementDetail') || request.path.endsWith('getShowOrder'))
    return ok(current);
  if (request.path.endsWith('downloadExcel'))
    return ok({ fileName: 'JS.xlsx', contentBase64: 'UEsD' });
  return ok(null);
});

let Detail: typeof import('./solution-settlement-detail.tsx').default;
let Show: typeof import('./show-order.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Detail } = await import('./solution-settlement-detail.tsx'));
  ({ default: Show } = await import('./show-order.tsx'));
});

async function open(ui: React.ReactNode, language: 'en' | 'zh', path: string) {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>,
    language,
    path,
  );
}

describe('settlement detail and document view', () => {
  it('shows the document; settle is confirmed before it is sent', async () => {
    current = DETAIL;
    await open(<Detail />, 'en', '/produceManagement/solutionSettlementDetail?id=st1');
    expect(await screen.findByText('Settlement document JS-20261127-001', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText('190.74').length).toBeGreaterThan(0);
    expect(screen.getByText('磨边')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download PDF/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText(/A settled document cannot be changed/, {}, WAIT)).toBeTruthy();
    expect(server.received.filter((r) => r.path.endsWith('webSettlement/settle'))).toHaveLength(0);
  });

  it('a settled document offers the account arrived mark and no delete', async () => {
    current = SETTLED;
    await open(<Detail />, 'en', '/produceManagement/solutionSettlementDetail?id=st1');
    expect(await screen.findByRole('button', { name: 'Mark account arrived' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Settle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('zh document view: Chinese headings, print and downloads through its own route', async () => {
    current = DETAIL;
    await open(<Show />, 'zh', '/docManagement/showOrder?id=st1');
    expect(await screen.findByText('收货信息', {}, WAIT)).toBeTruthy();
    expect(await screen.findByRole('button', { name: /打印/ }, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /下载 Excel/ }));
    await waitFor(
      () =>
        expect(server.received.some((r) => r.path.endsWith('webOrderDoc/downloadExcel'))).toBe(
          true,
        ),
      WAIT,
    );
  });

  it('without an id it says so', async () => {
    await open(<Detail />, 'en', '/produceManagement/solutionSettlementDetail');
    expect(
      await screen.findByText('No document chosen, or it no longer exists.', {}, WAIT),
    ).toBeTruthy();
  });
});
