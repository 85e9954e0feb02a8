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

const WAIT = { timeout: 8000 };
const BOX = {
  id: 'b1',
  number: 3,
  name: 'B-3',
  scanCode: 'BX-b1',
  boxType: 'frameCrate',
  lengthMm: 2000,
  widthMm: 1000,
  heightMm: 800,
  outerLengthMm: 2080,
  outerWidthMm: 1080,
  outerHeightMm: 880,
  status: 'packed',
  pieceCount: 2,
  areaM2: '0.48',
  weightKg: '25.920',
  plannedBoxNo: 3,
  projectId: 's1',
  projectName: 'Mall',
  orderNo: 'SO-2026-0095',
  maxPieces: 20,
  maxWeightKg: 1000,
  createdAt: '2026-11-26T02:00:00.000Z',
  sealedAt: '2026-11-26T03:00:00.000Z',
};
const piece = (id: string) => ({
  id,
  code: `WB-${id}`,
  planeName: 'North',
  widthMm: 600,
  heightMm: 400,
  thicknessMm: 20,
  areaM2: '0.24',
  packedAt: '2026-11-26T02:00:00.000Z',
  packedBy: 'Li',
});
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getBoxDetail'))
    return ok({
      box: BOX,
      materialRows: [
        {
          materialZh: '爵士白',
          materialEn: 'Jazz white',
          codes: ['WB-1', 'WB-2'],
          thicknessMm: 20,
          widthMm: 600,
          heightMm: 400,
          pieces: 2,
          areaM2: '0.48',
          region: 'North',
        },
      ],
      pieces: [piece('1'), piece('2')],
    });
  return ok(null);
});

let Page: typeof import('./packed-box-details.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Page } = await import('./packed-box-details.tsx'));
});

async function open(language: 'en' | 'zh') {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
    language,
    '/packedBoxDetails?id=b1',
  );
}

describe('a wooden box', () => {
  it('shows its material rows and asks a reason before it unpacks a piece (en)', async () => {
    await open('en');
    expect(await screen.findByText('Box B-3', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Jazz white')).toBeTruthy();
    expect(screen.getByText('WB-1, WB-2')).toBeTruthy();
    expect(screen.getByText('2080 × 1080 × 880')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Unpack' })[0]!);
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: /OK/ }));
    expect(await within(dialog).findByText('Give the reason', {}, WAIT)).toBeTruthy();
    expect(server.received.filter((r) => r.path.endsWith('unpackPiece'))).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Wrong box');
    await userEvent.click(within(dialog).getByRole('button', { name: /OK/ }));
    await waitFor(
      () =>
        expect(
          server.received.filter((r) => r.path.endsWith('unpackPiece')).map((r) => r.body),
        ).toEqual([{ boxId: 'b1', pieceId: '1', reason: 'Wrong box' }]),
      WAIT,
    );
  });

  it('prints its label with the box scan code (zh)', async () => {
    await open('zh');
    expect(await screen.findByText('木箱 B-3', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('爵士白')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /打印箱标签/ }));
    expect((await screen.findAllByTestId('box-label', {}, WAIT)).length).toBeGreaterThan(0);
    await setTestLanguage('en');
  });
});
