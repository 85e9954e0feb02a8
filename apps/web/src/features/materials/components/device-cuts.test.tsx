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
let cuts = 1;
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getDeviceCuts'))
    return ok({
      list: cuts
        ? [
            {
              id: 'c1',
              cutAt: '2026-11-26T02:00:00.000Z',
              operatorName: 'Wang',
              deviceId: 'd1',
              deviceCode: 'SAW-01',
              deviceTable: 'B',
              cutLengthM: '31.20',
              areaM2: '4.10',
              yieldPercent: '71.18',
              slabId: 's1',
              barcode: 'YS2411-20-Z05-02',
              projectName: 'Villa kitchen',
            },
          ]
        : [],
      total: cuts,
      pageNum: 1,
      pageSize: 10,
    });
  return ok(null);
});

let DeviceCuts: typeof import('./device-cuts.tsx').DeviceCuts;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../material-locales.ts');
  ({ DeviceCuts } = await import('./device-cuts.tsx'));
});

const render = (language: 'en' | 'zh') =>
  renderInApp(
    <QueryClientProvider client={queryClient}>
      <DeviceCuts deviceId="d1" />
    </QueryClientProvider>,
    language,
    '/deviceDetails?id=d1',
  );

describe('a saw’s cut history on /deviceDetails', () => {
  it('lists its cuts, each linked to its slab (en)', async () => {
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await render('en');
    const link = await screen.findByRole('link', { name: 'YS2411-20-Z05-02' }, WAIT);
    expect(link.getAttribute('href')).toBe('/slabDetails?id=s1');
    expect(screen.getByText('Cut history')).toBeTruthy();
    expect(server.received.at(-1)?.body).toMatchObject({ deviceId: 'd1', pageNum: 1 });
  });

  it('says so when the saw has not cut yet (zh)', async () => {
    cuts = 0;
    queryClient.clear();
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await render('zh');
    expect(await screen.findByText('该设备暂无切割记录。', {}, WAIT)).toBeTruthy();
  });
});
