import { screen } from '@testing-library/react';
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
const DETAIL = {
  frame: {
    id: 'f1',
    number: 'F0001',
    classNo: 'A',
    scanCode: 'FR-F0001',
    location: 'Bond',
    projectId: 's1',
    projectName: 'Villa kitchen',
    planeId: 'p1',
    planeName: 'Island',
    status: {
      cutting: 'complete',
      reinforcement: 'inProgress',
      secondary: 'notStarted',
      boxing: 'notStarted',
    },
    returnable: true,
    returned: false,
    operatorName: 'Wang',
    pieceCount: 1,
    used: true,
    updatedAt: '2026-11-26T02:00:00.000Z',
    version: 3,
  },
  pieces: [
    {
      pieceId: 'x1',
      code: 'WB-01',
      planeName: 'Island',
      widthMm: 600,
      heightMm: 400,
      status: 'pendingProcessing',
      boundAt: '2026-11-26T01:00:00.000Z',
    },
  ],
  records: [
    {
      id: 'r2',
      action: 'move',
      pieceCount: 0,
      pieceCodes: [],
      fromLocation: 'Saw shop',
      toLocation: 'Bond',
      processName: 'Bond',
      mode: 'forklift',
      stage: 'reinforcement',
      stageState: 'inProgress',
      memberName: 'Wang',
      at: '2026-11-26T02:00:00.000Z',
    },
    {
      id: 'r1',
      action: 'bind',
      pieceCount: 1,
      pieceCodes: ['WB-01'],
      fromLocation: 'Saw shop',
      toLocation: 'Saw shop',
      processName: '',
      mode: null,
      stage: null,
      stageState: null,
      memberName: 'Wang',
      at: '2026-11-26T01:00:00.000Z',
    },
  ],
};
const server = serveScreen((request: Received) =>
  request.path.endsWith('getFrameDetail') ? ok(DETAIL) : ok(null),
);

let Page: typeof import('./iron-frame-details.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Page } = await import('./iron-frame-details.tsx'));
});

async function open(language: 'en' | 'zh', path = '/ironFrameDetails?id=f1') {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
    language,
    path,
  );
}

describe('iron frame details', () => {
  it('shows the frame, its pieces and its circulation record; unbind is confirmed', async () => {
    await open('en');
    expect(await screen.findByText('FR-F0001', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText('WB-01')).toHaveLength(2);
    expect(screen.getByText('Forklift')).toBeTruthy();
    expect(screen.getByText('Bind')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unbind' }));
    expect(await screen.findByText(/Take piece WB-01 off frame F0001\?/, {}, WAIT)).toBeTruthy();
    expect(server.received.filter((r) => r.path.endsWith('unbindPiece'))).toHaveLength(0);
  });

  it('zh: the record in Chinese; no id shows the way back', async () => {
    await open('zh');
    expect(await screen.findByText('流转记录', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('叉车')).toBeTruthy();
    expect(screen.getAllByText('转移').length).toBeGreaterThan(0);
  });

  it('without an id it says so', async () => {
    await open('en', '/ironFrameDetails');
    expect(
      await screen.findByText('No frame chosen, or it no longer exists.', {}, WAIT),
    ).toBeTruthy();
  });
});
