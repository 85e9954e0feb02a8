import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
serveScreen((req) => {
  if (req.path.endsWith('getProcessSecondProgress'))
    return ok({
      total: 1,
      pageNum: 1,
      pageSize: 10,
      list: [
        {
          projectId: 's1',
          projectName: 'Harbour hotel',
          planes: [
            { planeId: 'p1', planeName: 'North facade', toProcess: 7, inProgress: 5, done: 11 },
          ],
        },
      ],
    });
  if (req.path.endsWith('getProcessAbnormalPieces'))
    return ok({
      total: 1,
      pageNum: 1,
      pageSize: 10,
      list: [
        {
          id: 'x9',
          code: 'N-009',
          projectId: 's1',
          projectName: 'Harbour hotel',
          planeName: 'North facade',
          processCode: 'MB',
          status: 'processing',
          reason: 'crack along the vein',
          flaggedAt: '2026-11-27T08:00:00Z',
          flaggedBy: 'Wang Wei',
        },
      ],
    });
  return ok(null);
});

let ProcessSecondary: typeof import('./process-secondary.tsx').ProcessSecondary;
beforeAll(async () => {
  await import('../process-locales.ts');
  ({ ProcessSecondary } = await import('./process-secondary.tsx'));
});

async function show(lang: 'en' | 'zh', module303 = true) {
  await setTestLanguage(lang);
  setToken('tok');
  queryClient.clear();
  queryClient.setQueryData(USER_INFO_KEY, makeUser({ pageFlags: { module303, module304: true } }));
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <ProcessSecondary processId="e1" />
    </QueryClientProvider>,
    lang,
    '/processDetail?id=e1',
  );
}

describe.each([
  [
    'en',
    'Abnormal pieces on this process (1)',
    'Secondary processing (module 303) is not in your enterprise plan.',
  ],
  ['zh', '本工序的异常工件（1）', '企业套餐未开通二次加工（模块 303）。'],
] as const)('/processDetail secondary processing (%s)', (lang, abnormalTitle, notInPlan) => {
  it('shows the process by project and plane, and its abnormal pieces', async () => {
    await show(lang);
    expect(await screen.findByText('Harbour hotel', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('11')).toBeTruthy();
    expect(await screen.findByText(abnormalTitle, {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('crack along the vein', {}, WAIT)).toBeTruthy();
  });

  it('says it is not in the plan when page flag 303 is off', async () => {
    await show(lang, false);
    expect(await screen.findByText(notInPlan, {}, WAIT)).toBeTruthy();
  });
});
