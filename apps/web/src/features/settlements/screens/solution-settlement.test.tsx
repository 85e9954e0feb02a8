import { screen, waitFor, within } from '@testing-library/react';
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
import { ITEM, PREVIEW } from '../settlement-fixtures.ts';

const WAIT = { timeout: 8000 };
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getSettlementList'))
    return ok({ list: [ITEM], total: 1, pageNum: 1, pageSize: 20 });
  if (request.path.endsWith('getOrderChoices'))
    return ok({
      orders: [
        { id: 'o1', number: 'SO-1', name: '滨江酒店', orderType: 'oem', customerName: '南安石材' },
      ],
    });
  if (request.path.endsWith('previewSettlement')) return ok(PREVIEW);
  if (request.path.endsWith('createSettlement')) return ok({ id: 'st2', number: 'JS-2' });
  return ok(null);
});

let Page: typeof import('./solution-settlement.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Page } = await import('./solution-settlement.tsx'));
});

async function open(language: 'en' | 'zh') {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
    language,
    '/produceManagement/solutionSettlement',
  );
}

describe('solution settlement', () => {
  it('lists documents with status tabs; settling asks first', async () => {
    await open('en');
    expect(await screen.findByText('JS-20261127-001', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Unsettled' })).toBeTruthy();
    expect(screen.getByText('190.74')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText(/Settle document JS-20261127-001\?/, {}, WAIT)).toBeTruthy();
    expect(server.received.filter((r) => r.path.endsWith('webSettlement/settle'))).toHaveLength(0);
  });

  it('creates from an order: the preview shows the server totals, unpriced projects cannot be ticked', async () => {
    await open('en');
    await userEvent.click(await screen.findByRole('button', { name: /New settlement/ }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Order' }));
    await userEvent.click(await screen.findByText(/SO-1 · 滨江酒店/, {}, WAIT));
    expect(await within(dialog).findByText('No price', {}, WAIT)).toBeTruthy();
    expect(within(dialog).getAllByText('190.74').length).toBeGreaterThan(0);
    expect(
      (within(dialog).getByRole('checkbox', { name: '无价方案' }) as HTMLInputElement).disabled,
    ).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => {
      const created = server.received.find((r) => r.path.endsWith('createSettlement'));
      expect(created?.body).toMatchObject({ orderId: 'o1', projectIds: ['p1'] });
    }, WAIT);
  });

  it('zh: tabs and columns in Chinese', async () => {
    await open('zh');
    expect(await screen.findByRole('tab', { name: '已结算' }, WAIT)).toBeTruthy();
    expect(screen.getAllByText('结算单号').length).toBeGreaterThan(0);
  });
});
