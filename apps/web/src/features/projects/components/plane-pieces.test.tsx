import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectSlabItem } from '@stone/shared/projects/detail';
import { ROUTES_BY_NAME } from '@stone/shared/routes';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeLimitedUser, makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const piece = (id: string, code: string, processCode = ''): ProjectSlabItem => ({
  id,
  planeId: 'p1',
  code,
  name: '',
  widthMm: 600,
  heightMm: 400,
  areaM2: '0.24',
  thicknessMm: 20,
  processCode,
  rotationLocked: false,
  status: 'toCut',
  abnormal: false,
  boxNo: null,
  holeCount: 0,
});
const PIECES = [piece('pc_a', 'N-001', 'P-MILL'), piece('pc_b', '北 N 002')];

const server = serveScreen((req) => {
  if (req.path.endsWith('getSolutionDetail'))
    return ok({ project: { id: 's1', name: 'Harbour Tower', version: 1 } });
  if (req.path.endsWith('getSolutionSlabs'))
    return ok({ list: PIECES, total: PIECES.length, pageNum: 1, pageSize: 20 });
  if (req.path.endsWith('getProcessChoices')) return ok({ processCodes: [] });
  return ok(null);
});

let PlanePieces: typeof import('./plane-pieces.tsx').PlanePieces;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../project-locales.ts');
  ({ PlanePieces } = await import('./plane-pieces.tsx'));
});

async function showPieces(user = makeUser()) {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, user);
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <PlanePieces projectId="s1" planeId="p1" planeName="North facade" pieceCount={2} />
    </QueryClientProvider>,
    'en',
    '/solutionDetails?id=s1',
  );
  await screen.findByText('N-001', {}, WAIT);
}

const labelCodes = async () => {
  const sheet = await screen.findByTestId('piece-label-sheet', {}, WAIT);
  return within(sheet)
    .getAllByTestId('piece-label-code')
    .map((e) => e.textContent);
};

describe('printing piece labels from a plane (issue 17)', () => {
  it('prints the whole plane, a batch of the list at a time, when no piece is selected', async () => {
    await showPieces();
    await userEvent.click(screen.getByRole('button', { name: /Print labels of the plane/ }));
    expect(await labelCodes()).toEqual(['N-001', '北 N 002']);
    const batch = server.received.filter((r) => r.path.endsWith('getSolutionSlabs')).at(-1);
    expect(batch?.body).toEqual({ projectId: 's1', planeId: 'p1', pageNum: 1, pageSize: 100 });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByText('Project Harbour Tower')).toHaveLength(2);
    expect(within(dialog).getByText('Labels 1–2 of 2')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Print/ })).toBeTruthy();
  });

  it('prints only the selected pieces', async () => {
    await showPieces();
    const row = screen.getByText('北 N 002').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Print labels \(1 selected\)/ }));
    expect(await labelCodes()).toEqual(['北 N 002']);
    await waitFor(() => expect(screen.getAllByTestId('barcode-qrcode').length).toBeGreaterThan(0));
  });

  it('is offered to whoever may open the project detail, even without any project action', async () => {
    await showPieces(makeLimitedUser([ROUTES_BY_NAME.get('solutionDetails')?.menuId ?? -1]));
    expect(screen.getByRole('button', { name: /Print labels of the plane/ })).toBeTruthy();
  });

  it('is not offered to a member whose role cannot open the project detail', async () => {
    await showPieces(makeLimitedUser([]));
    expect(screen.queryByRole('button', { name: /Print labels/ })).toBeNull();
  });
});
