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
import { ITEM } from '../settlement-fixtures.ts';

const WAIT = { timeout: 8000 };
const GROUP = {
  customerName: '南安石材',
  documentCount: 2,
  unsettledCount: 1,
  total: '381.48',
  settledTotal: '190.74',
  arrivedTotal: '0.00',
};
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getOemDocList') || request.path.endsWith('getProdDocList'))
    return ok({ list: [ITEM], total: 1, pageNum: 1, pageSize: 20 });
  if (request.path.endsWith('getFoundryGroups')) return ok({ groups: [GROUP] });
  return ok(null);
});

let Oem: typeof import('./oem-order-doc.tsx').default;
let Prod: typeof import('./prod-order-doc.tsx').default;
let Foundry: typeof import('./prod-order-foundry.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Oem } = await import('./oem-order-doc.tsx'));
  ({ default: Prod } = await import('./prod-order-doc.tsx'));
  ({ default: Foundry } = await import('./prod-order-foundry.tsx'));
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

describe('document management', () => {
  it('OEM documents open the document view; only their own list is asked for', async () => {
    await open(<Oem />, 'en', '/docManagement/oemOrderDoc');
    const link = await screen.findByRole('link', { name: 'JS-20261127-001' }, WAIT);
    expect(link.getAttribute('href')).toBe('/docManagement/showOrder?id=st1');
    expect(server.received.some((r) => r.path.endsWith('getProdDocList'))).toBe(false);
  });

  it('zh: finished-product documents', async () => {
    await open(<Prod />, 'zh', '/docManagement/prodOrderDoc');
    expect(await screen.findByText('JS-20261127-001', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText('总金额').length).toBeGreaterThan(0);
    expect(server.received.some((r) => r.path.endsWith('getOemDocList'))).toBe(false);
  });

  it('the foundry view groups OEM documents by client with billed, settled and paid', async () => {
    await open(<Foundry />, 'en', '/docManagement/prodOrderFoundry');
    expect(await screen.findByText('南安石材', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('381.48')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Paid' })).toBeTruthy();
    const open_ = screen.getByRole('link', { name: 'Open documents' });
    expect(open_.getAttribute('href')).toContain('/docManagement/oemOrderDoc?keyword=');
  });
});
