import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { serveScreen } from '../../../test/screen-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { makeLimitedUser } from '../../../test/user-info.ts';

/** Generous: antd renders slowly in jsdom on a busy machine. */
const WAIT = { timeout: 8000 };
const seat = (memberId: string, nickname: string, isSuperAdmin: boolean, hasSeat: boolean) => ({
  memberId,
  nickname,
  phone: '13900000000',
  staffNo: null,
  roleName: isSuperAdmin ? 'super_admin' : 'Clerks',
  isSuperAdmin,
  status: 'enabled',
  hasSeat,
  version: 3,
});
const SEATS = [
  seat('m0', 'Boss Wang', true, true),
  seat('m1', 'Clerk Li', false, true),
  seat('m2', 'Cutter Zhao', false, false),
];

const server = serveScreen((req) => {
  if (req.path.endsWith('getQuotaList'))
    return ok({ list: [{ key: 'memberSeats', total: 5, used: 2, available: 3 }] });
  if (req.path.endsWith('getSeatList'))
    return ok({ list: SEATS, total: SEATS.length, pageNum: 1, pageSize: 20 });
  return ok(null, 'Seat reclaimed');
});
let QuotasPage: typeof import('./extended-application.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: QuotasPage } = await import('./extended-application.tsx'));
});

const rowOf = async (name: string) =>
  (await screen.findByText(name, {}, WAIT)).closest('tr') as HTMLElement;

describe('quotas screen', () => {
  it("offers no reclaim on a super administrator's row, and still on everyone else's", async () => {
    setToken('tok');
    // Not a super administrator, but holds the allocate permission (issue 11 item 7).
    queryClient.setQueryData(
      USER_INFO_KEY,
      makeLimitedUser([404], { actions: ['extendedApplication:allocate'] }),
    );
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <QuotasPage />
      </QueryClientProvider>,
      'en',
      '/extendedApplication',
    );
    const boss = await rowOf('Boss Wang');
    expect(within(boss).queryByRole('button')).toBeNull();
    expect(within(boss).getByText('Always keeps a seat')).toBeTruthy();
    expect(
      within(await rowOf('Cutter Zhao')).getByRole('button', { name: 'Allocate' }),
    ).toBeTruthy();

    await userEvent.click(within(await rowOf('Clerk Li')).getByRole('button', { name: 'Reclaim' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }, WAIT));
    await waitFor(
      () => expect(server.received.some((r) => r.path.endsWith('reclaimSeat'))).toBe(true),
      WAIT,
    );
    const sent = server.received.find((r) => r.path.endsWith('reclaimSeat'))?.body;
    expect(sent).toEqual({ memberId: 'm1', version: 3 });
  }, 60_000);
});
