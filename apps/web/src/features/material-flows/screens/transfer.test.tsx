import { fireEvent, screen, within } from '@testing-library/react';
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

const WAIT = { timeout: 8000 };
const SLAB = {
  id: 's1',
  barcode: 'HL-01',
  material: 'Ariston White',
  thicknessMm: 20,
  lengthMm: 3200,
  widthMm: 1800,
  status: 'available',
  warehouseName: 'Main',
  rackNumber: null,
};
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getTransferChoices'))
    return ok({
      slabs: [SLAB],
      warehouses: [{ id: 'w2', name: 'Yard', racks: [] }],
      workshops: [],
    });
  if (request.path.endsWith('getTransferHistory'))
    return ok({ list: [], total: 0, pageNum: 1, pageSize: 20 });
  // A slow answer: the second click lands while the first is still on its way.
  if (request.path.endsWith('transferSlabs')) return { ...ok({ moved: 1 }), delayMs: 300 };
  return ok(null);
});
const transfers = () => server.received.filter((r) => r.path.endsWith('transferSlabs'));

let TransferPage: typeof import('./transfer.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../flow-locales.ts');
  ({ default: TransferPage } = await import('./transfer.tsx'));
});

const TEXT = {
  en: { warehouse: 'Warehouse', submit: 'Transfer', done: '1 slab transferred' },
  // antd spaces out a two-character Chinese label ("调 拨").
  zh: { warehouse: '仓库', submit: /^调\s?拨$/, done: '已调拨 1 块大板' },
};

describe.each(['en', 'zh'] as const)('transfer (%s)', (language) => {
  it('a double-click on Transfer sends one transfer, with a requestId', async () => {
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <TransferPage />
      </QueryClientProvider>,
      language,
      '/aboutMaterial/transfer',
    );
    const text = TEXT[language];
    const row = (await screen.findByText('HL-01', {}, WAIT)).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
    fireEvent.mouseDown(document.querySelector('#flow_warehouse')!);
    await userEvent.click(await screen.findByTitle('Yard', {}, WAIT));
    const button = screen.getByRole('button', { name: text.submit });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByText(text.done, {}, WAIT);
    expect(transfers()).toHaveLength(1);
    expect(transfers()[0]?.body).toEqual({
      slabIds: ['s1'],
      warehouseId: 'w2',
      rackId: null,
      requestId: expect.stringMatching(/^[\w-]{16,}$/) as string,
    });
  });
});
