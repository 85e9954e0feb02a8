import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, expect, it } from 'vitest';
import type { PlaneItem } from '@stone/shared/projects/detail';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const PLANE: PlaneItem = {
  id: 'p1',
  name: 'North facade',
  batch: '',
  planningState: 'toPlan',
  pieceCount: 4,
  plannedCount: 0,
  cutCount: 0,
  secondaryCount: 0,
  boxedCount: 0,
  inPlannedBoxCount: 0,
  acceptedRunId: null,
  yieldPercent: '0.00',
  areaM2: '4.75',
  version: 1,
};

const server = serveScreen((req) => {
  if (req.path.endsWith('getPlanRuns')) return ok({ list: [], acceptedRunId: null });
  if (req.path.endsWith('startPlanning')) return ok({ runId: 'r1', state: 'queued' });
  return ok(null);
});

let PlaneCard: typeof import('./plane-card.tsx').PlaneCard;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ PlaneCard } = await import('./plane-card.tsx'));
});

it('plans on the slabs in stock when the person asks for it, and shows progress at once', async () => {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <PlaneCard projectId="s1" plane={PLANE} closed={false} />
    </QueryClientProvider>,
    'en',
    '/solutionDetails?id=s1',
  );
  await userEvent.click(await screen.findByRole('checkbox', { name: 'On slabs in stock' }, WAIT));
  await userEvent.click(screen.getByRole('button', { name: 'Plan' }));
  await waitFor(() => {
    const start = server.received.find((r) => r.path.endsWith('startPlanning'));
    expect(start?.body).toEqual({ planeId: 'p1', useInventory: true });
  }, WAIT);
  expect(await screen.findByTestId('plan-progress', {}, WAIT)).toBeTruthy();
});
