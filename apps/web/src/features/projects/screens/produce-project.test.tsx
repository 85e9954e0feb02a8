import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectItem } from '@stone/shared/projects/list';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeLimitedUser, makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const PROJECT: ProjectItem = {
  id: 's1',
  name: 'Lobby floor',
  orderNo: 'PO-7',
  customerName: 'Shuitou Hotel',
  customerBrand: 'Ariston',
  deliveryAt: null,
  projectType: 'engineering',
  reviewState: 'pending',
  productionState: 'inProduction',
  archived: false,
  terminated: false,
  planeCount: 1,
  pieceCount: 4,
  slabCount: 2,
  totalAreaM2: '4.75',
  yieldPercent: '50.35',
  packingListState: 'complete',
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  version: 3,
};

const server = serveScreen((req) =>
  req.path.endsWith('getProduceSolutionList')
    ? ok({ list: [PROJECT], total: 1, pageNum: 1, pageSize: 20 })
    : ok({ version: 4 }),
);

let ProjectsPage: typeof import('./produce-project.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: ProjectsPage } = await import('./produce-project.tsx'));
});

async function renderAt(url: string, user = makeUser()) {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, user);
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <ProjectsPage />
    </QueryClientProvider>,
    'en',
    url,
  );
}

describe('project list', () => {
  it('asks for what the URL says and offers the allowed state changes with a confirmation', async () => {
    await renderAt(
      '/produceManagement/produceProject?tab=inProduction&reviewState=pending&keyword=lobby&pageSize=50',
    );
    const row = (await screen.findByText('Lobby floor', {}, WAIT)).closest('tr') as HTMLElement;
    const sent = server.received.find((r) => r.path.endsWith('getProduceSolutionList'))?.body;
    expect(sent).toEqual({
      pageNum: 1,
      pageSize: 50,
      tab: 'inProduction',
      reviewState: 'pending',
      archived: false,
      keyword: 'lobby',
    });
    expect(screen.getByRole('tab', { name: 'In production' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(row).getByText('Pending review')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Manual order/ })).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByText(/Terminate project "Lobby floor"\?/, {}, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      const call = server.received.find((r) => r.path.endsWith('terminateSolution'));
      expect(call?.body).toEqual({ id: 's1', version: 3 });
    }, WAIT);
  }, 60_000);

  it('hides actions the role does not grant', async () => {
    await renderAt('/produceManagement/produceProject', makeLimitedUser([120, 121]));
    const row = (await screen.findByText('Lobby floor', {}, WAIT)).closest('tr') as HTMLElement;
    expect(screen.queryByRole('button', { name: /Manual order/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Terminate' })).toBeNull();
  });
});
