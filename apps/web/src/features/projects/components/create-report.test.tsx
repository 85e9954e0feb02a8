import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, expect, it } from 'vitest';
import type { ProjectDetailData, UploadWarning } from '@stone/shared/projects/detail';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
/** A drawing's grouped report (issue 22): 25 lines, the first with a count. */
const warning = (i: number): UploadWarning => ({
  code: `DXF_MISSING_BLOCK`,
  message: { en: `Block "B${i}" is inserted but not defined.`, zh: `插入的图块“B${i}”未定义。` },
  pieceCode: null,
  count: 1,
  examples: [],
});
const WARNINGS: UploadWarning[] = [
  {
    code: 'project.warnNoCode',
    message: {
      en: '632612 pieces without a code were named automatically (e.g. P001, P002)',
      zh: '632612 块未标注编号的板件已自动命名（如 P001, P002）',
    },
    pieceCode: null,
    count: 632_612,
    examples: ['P001', 'P002'],
  },
  ...Array.from({ length: 24 }, (_, i) => warning(i + 1)),
];
const DETAIL = {
  project: { id: 's1', name: 'Huge' },
  planes: [{ id: 'p1', name: 'N1' }],
  uploads: [
    {
      id: 'u1',
      planeId: 'p1',
      fileId: 'f1',
      fileName: 'huge.dxf',
      status: 'read',
      slabCount: 632_612,
      planeAreaM2: '63.26',
      warnings: WARNINGS,
      errorCode: null,
      previewSvg: null,
      createdAt: '2026-11-26T08:00:00Z',
    },
  ],
} as unknown as ProjectDetailData;

serveScreen(() => ok(DETAIL));

let CreateReport: typeof import('./create-report.tsx').CreateReport;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../project-locales.ts');
  ({ CreateReport } = await import('./create-report.tsx'));
});

it('shows a long report a page at a time, the grouped line with its count first', async () => {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <CreateReport id="s1" onClose={() => undefined} />
    </QueryClientProvider>,
    'en',
    '/produceManagement/produceProject',
  );
  const report = await screen.findByTestId('create-report', {}, WAIT);
  expect(
    await within(report).findByText(/632612 pieces without a code were named/, {}, WAIT),
  ).toBeTruthy();
  // Ten lines a page: the grouped line and blocks B1–B9.
  expect(within(report).getAllByText(/^Block "B\d+" is inserted/)).toHaveLength(9);
  expect(within(report).queryByText('Block "B10" is inserted but not defined.')).toBeNull();
  await userEvent.click(within(report).getByTitle('2'));
  expect(
    await within(report).findByText('Block "B10" is inserted but not defined.', {}, WAIT),
  ).toBeTruthy();
  expect(within(report).queryByText(/632612 pieces without a code/)).toBeNull();
});
