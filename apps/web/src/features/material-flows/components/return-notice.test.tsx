import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { fail, ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const slab = (id: string, barcode: string, lengthMm: number) => ({
  id,
  barcode,
  material: 'Ariston White',
  thicknessMm: 20,
  lengthMm,
  widthMm: 1800,
  status: 'picked',
  warehouseName: 'Main',
  rackNumber: null,
});
const SLABS = [slab('a', 'SMALL-1', 3000), slab('b', 'LARGE-2', 3600)];
const REASON = 'too large for machine type Bridge saw';
const NOTICE = `Removed from the return: LARGE-2 (${REASON})`;
const REMOVED = [{ id: 'b', barcode: 'LARGE-2', reason: REASON }];
let refuse = false;
const server = serveScreen((request: Received) => {
  const path = request.path;
  if (path.endsWith('getReturnChoices'))
    return ok({ slabs: SLABS, warehouses: [{ id: 'w2', name: 'Remnant yard', racks: [] }] });
  if (path.endsWith('getReturnHistory'))
    return ok({ list: [], total: 0, pageNum: 1, pageSize: 20 });
  if (path.endsWith('returnSlabs'))
    return refuse
      ? fail(4, 'None of the chosen slabs can be returned to this warehouse', {
          returned: [],
          removed: REMOVED,
          notice: NOTICE,
        })
      : ok({ returned: ['a'], removed: REMOVED, notice: NOTICE }, 'Slabs returned');
  return ok(null);
});

let ReturnPage: typeof import('../screens/return.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../flow-locales.ts');
  ({ default: ReturnPage } = await import('../screens/return.tsx'));
});

async function returnBoth() {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <ReturnPage />
    </QueryClientProvider>,
    'en',
    '/aboutMaterial/return',
  );
  await screen.findByText('LARGE-2', {}, WAIT);
  for (const code of ['SMALL-1', 'LARGE-2']) {
    const row = screen.getByText(code).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
  }
  expect(screen.getByText('2 slabs chosen')).toBeTruthy();
  fireEvent.mouseDown(document.querySelector('#flow_warehouse') as HTMLElement);
  await userEvent.click(await screen.findByTitle('Remnant yard', {}, WAIT));
  await userEvent.click(screen.getByRole('button', { name: 'Return' }));
}

const requests = () => server.received.filter((r) => r.path.endsWith('returnSlabs'));

describe('the return notice', () => {
  it('lists the slabs the server took out of the return, each with its reason', async () => {
    refuse = false;
    await returnBoth();
    expect(await screen.findByText('1 slab returned', {}, WAIT)).toBeTruthy();
    const notice = (await screen.findByText('Slabs removed from the return')).closest(
      '.ant-alert',
    ) as HTMLElement;
    expect(notice.textContent).toContain(NOTICE);
    expect(within(notice).getByText('LARGE-2')).toBeTruthy();
    expect(requests().map((r) => (r.body as { slabIds: string[] }).slabIds)).toEqual([['a', 'b']]);
    expect(requests()[0]?.body).toMatchObject({ warehouseId: 'w2', rackId: null });
  });

  it('shows the same list when the warehouse takes none of them', async () => {
    refuse = true;
    await returnBoth();
    expect(
      await screen.findByText(
        'None of the chosen slabs can be returned to this warehouse',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    const notice = screen.getByText('Slabs removed from the return').closest('.ant-alert');
    expect(notice?.textContent).toContain(NOTICE);
    expect(screen.queryByText(/slabs returned/)).toBeNull();
  });
});
