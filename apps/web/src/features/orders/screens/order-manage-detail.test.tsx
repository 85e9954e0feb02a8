import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@stone/shared/account/user';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { fail, ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeLimitedUser, makeUser } from '../../../test/user-info.ts';
import { order, project } from '../test-data.ts';

const WAIT = { timeout: 8000 };
const LOST = 'This order is price-locked: every project shares the unit price 200.00 now in force';

let locked: string | null = null;
let loseRace = false;
const detail = () => ({
  order: order(1, { priceLocked: true, lockedUnitPrice: locked }),
  projects: [1, 2].map((n) =>
    project(n, locked ? { effectiveUnitPrice: locked, amount: '500.00' } : {}),
  ),
});
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getOrderDetail')) return ok(detail());
  if (request.path.endsWith('getProjectChoices'))
    return ok({
      projects: [
        { id: 'p9', name: 'Lake house', orderNo: 'SO-9', customerName: 'Ms Chen', areaM2: '12.00' },
      ],
    });
  if (request.path.endsWith('setProjectPrice')) {
    if (loseRace) {
      locked = '200.00';
      return fail(4, LOST, { field: 'unitPrice', unitPrice: '200.00' });
    }
    locked = (request.body as { unitPrice: string }).unitPrice;
    return ok({ unitPrice: locked, locked: true });
  }
  return ok(null);
});
const sent = (name: string) => server.received.filter((r) => r.path.endsWith(name));

let Page: typeof import('./order-manage-detail.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Page } = await import('./order-manage-detail.tsx'));
});
beforeEach(() => {
  locked = null;
  loseRace = false;
  server.received.length = 0;
  queryClient.clear();
});

async function open(language: 'en' | 'zh' = 'en', user: UserInfo = makeUser()) {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, user);
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
    language,
    '/produceManagement/orderManageDetail?id=o1',
  );
}

describe('order detail', () => {
  it('a bad price is refused beside the field before any call', async () => {
    await open();
    const field = await screen.findByRole('textbox', { name: 'Unit price of Tower 1' }, WAIT);
    await userEvent.type(field, '1.005{Enter}');
    expect(
      await screen.findByText(
        'Enter a unit price of 0 or more with at most 2 decimals, e.g. 128.50',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(sent('setProjectPrice')).toHaveLength(0);
  });

  it('the first price under lock becomes the banner’s price for every project', async () => {
    await open();
    expect(
      await screen.findByText(/the first unit price you set applies to every project/, {}, WAIT),
    ).toBeTruthy();
    const field = await screen.findByRole('textbox', { name: 'Unit price of Tower 2' }, WAIT);
    await userEvent.type(field, '268{Enter}');
    await waitFor(() => expect(sent('setProjectPrice')).toHaveLength(1), WAIT);
    expect(sent('setProjectPrice')[0]!.body).toEqual({
      orderId: 'o1',
      projectId: 'p2',
      unitPrice: '268',
    });
    expect(
      await screen.findByText(
        'Price-locked: every project uses the unit price 268 per m².',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Unit price of Tower 1' })).toBeNull();
  });

  it('a lost race shows the server’s message and the price in force', async () => {
    loseRace = true;
    await open();
    const field = await screen.findByRole('textbox', { name: 'Unit price of Tower 1' }, WAIT);
    await userEvent.type(field, '150{Enter}');
    expect((await screen.findAllByText(LOST, {}, WAIT)).length).toBeGreaterThan(0);
    expect(
      await screen.findByText(
        'Price-locked: every project uses the unit price 200.00 per m².',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('200.00').length).toBe(2);
  });

  it('adds projects from the picker', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: /Add projects/ }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await userEvent.click(await within(dialog).findByText('Lake house', {}, WAIT));
    await userEvent.click(within(dialog).getAllByRole('checkbox')[1]!);
    await userEvent.click(within(dialog).getByRole('button', { name: /Add projects/ }));
    await waitFor(() => expect(sent('addOrderProjects')).toHaveLength(1), WAIT);
    expect(sent('addOrderProjects')[0]!.body).toEqual({ orderId: 'o1', projectIds: ['p9'] });
  });

  it('zh: a member who may only view sees prices but no editor', async () => {
    locked = '200.00';
    await open('zh', makeLimitedUser([122, 123]));
    expect(
      await screen.findByText('已锁价：所有项目统一单价 200.00 元/m²。', {}, WAIT),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /添加项目/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '修改锁定单价' })).toBeNull();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });
});
