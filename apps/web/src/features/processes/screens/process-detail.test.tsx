import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
serveScreen((req) =>
  req.path.endsWith('getProcessDetail')
    ? ok({
        process: {
          id: 'p1',
          name: 'Edge polishing',
          code: 'EDGE',
          fee: '12.00',
          unit: 'perMetre',
          sizeMinMm: 0,
          sizeMaxMm: 3200,
          workshopId: null,
          processingPart: '',
          flowMode: 'forklift',
          flowUnit: 'box',
          reportMode: 'switchable',
          bonding: true,
          outsourcingType: 'factoryContract',
          outsourcingCost: '20.00',
          auxiliaryCost: '0.20',
          workerCost: '3.00',
          totalCost: '23.20',
          qrCode: 'STONE-PROC:EDGE',
          createdAt: '2026-11-01T08:00:00Z',
          version: 1,
        },
        workshopName: null,
        usedBy: [{ id: 'c1', code: 'MB-1', name: 'Countertop edge' }],
      })
    : ok(null),
);

let Screen: typeof import('./process-detail.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Screen } = await import('./process-detail.tsx'));
});

it('shows the process with a named QR image, its total and the codes that route it', async () => {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>,
    'en',
    '/processDetail?id=p1',
  );
  expect(await screen.findByRole('img', { name: 'QR code EDGE' }, WAIT)).toBeTruthy();
  expect(screen.getByText('23.20')).toBeTruthy();
  expect(screen.getByText('Factory contract')).toBeTruthy();
  expect(screen.getByText('1. MB-1 Countertop edge')).toBeTruthy();
});
