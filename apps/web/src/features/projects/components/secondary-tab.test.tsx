import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
const page = <T,>(list: T[]) => ok({ list, total: list.length, pageNum: 1, pageSize: 20 });
const server = serveScreen((req) => {
  if (req.path.endsWith('getSolutionSecondProgress'))
    return ok({
      processes: [{ processId: 'e', code: 'EDGE', name: 'Edge' }],
      planes: [
        {
          planeId: 'p1',
          planeName: 'North facade',
          cells: [{ processId: 'e', toProcess: 2, inProgress: 1, done: 3 }],
        },
      ],
      abnormalCount: 1,
    });
  if (req.path.endsWith('getSecondProgressPieces'))
    return page([
      {
        id: 'x1',
        code: 'N-007',
        planeName: 'North facade',
        processCode: 'MB',
        status: 'processing',
        widthMm: 600,
        heightMm: 400,
        abnormal: false,
        abnormalReason: '',
      },
    ]);
  if (req.path.endsWith('getAbnormalPieces'))
    return page([
      {
        id: 'x9',
        code: 'N-009',
        projectId: 's1',
        projectName: 'Hotel',
        planeName: 'North facade',
        processCode: 'MB',
        status: 'processing',
        reason: 'chipped edge',
        flaggedAt: '2026-11-27T08:00:00Z',
        flaggedBy: 'Wang Wei',
      },
    ]);
  return ok({ pieceId: 'x1', abnormal: true });
});

let SecondaryTab: typeof import('./secondary-tab.tsx').SecondaryTab;
beforeAll(async () => {
  await import('../project-locales.ts');
  ({ SecondaryTab } = await import('./secondary-tab.tsx'));
});

async function show(lang: 'en' | 'zh', module303 = true, projectId = 's1') {
  await setTestLanguage(lang);
  setToken('tok');
  queryClient.clear();
  queryClient.setQueryData(USER_INFO_KEY, makeUser({ pageFlags: { module303, module304: true } }));
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <SecondaryTab projectId={projectId} />
    </QueryClientProvider>,
    lang,
    `/solutionDetails?id=${projectId}&tab=secondProcessing`,
  );
}

const TEXT = {
  en: {
    notInPlan: 'Secondary processing (module 303) is not in your enterprise plan.',
    inProgress: 'In progress 1',
    abnormal: 'Abnormal pieces (1)',
    mark: 'Mark abnormal',
    required: 'Say why the piece is abnormal',
    tooLong: 'The reason is at most 200 characters',
  },
  zh: {
    notInPlan: '企业套餐未开通二次加工（模块 303）。',
    inProgress: '加工中 1',
    abnormal: '异常工件（1）',
    mark: '标记异常',
    required: '请填写工件异常原因',
    tooLong: '异常原因最多 200 个字',
  },
} as const;

describe.each(['en', 'zh'] as const)('second processing tab (%s)', (lang) => {
  const text = TEXT[lang];

  it('says the tab is not in the plan when page flag 303 is off', async () => {
    // A project of its own: a refetch of the previous test's project may still land here.
    await show(lang, false, 'off');
    expect(await screen.findByText(text.notInPlan, {}, WAIT)).toBeTruthy();
    const asked = server.received.filter((r) => r.path.endsWith('getSolutionSecondProgress'));
    expect(asked.filter((r) => (r.body as { projectId?: string }).projectId === 'off')).toEqual([]);
  });

  it('shows the grid and the abnormal pieces with their reasons', async () => {
    await show(lang);
    expect(await screen.findByText(text.inProgress, {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText('Edge (EDGE)').length).toBeGreaterThan(0);
    expect(await screen.findByText(text.abnormal, {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('chipped edge', {}, WAIT)).toBeTruthy();
  });

  it('opens a cell’s pieces and refuses an empty or too long reason', async () => {
    await show(lang);
    await userEvent.click(await screen.findByText(text.inProgress, {}, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(await within(dialog).findByText('N-007', {}, WAIT)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: text.mark }));
    const dialogs = await screen.findAllByRole('dialog', {}, WAIT);
    const form = dialogs[dialogs.length - 1]!;
    const submit = within(form)
      .getAllByRole('button')
      .find((b) => b.textContent?.replace(/\s/g, '') === text.mark.replace(/\s/g, ''));
    await userEvent.click(submit as HTMLElement);
    expect(await within(form).findByText(text.required, {}, WAIT)).toBeTruthy();
    const input = within(form).getByRole('textbox');
    await userEvent.type(input, 'x'.repeat(201));
    expect(await within(form).findByText(text.tooLong, {}, WAIT)).toBeTruthy();
    await waitFor(() =>
      expect(server.received.some((r) => r.path.endsWith('markPieceAbnormal'))).toBe(false),
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'crack');
    await userEvent.click(submit as HTMLElement);
    await waitFor(
      () =>
        expect(server.received.find((r) => r.path.endsWith('markPieceAbnormal'))?.body).toEqual({
          pieceId: 'x1',
          reason: 'crack',
        }),
      WAIT,
    );
    server.received.length = 0;
  });
});
