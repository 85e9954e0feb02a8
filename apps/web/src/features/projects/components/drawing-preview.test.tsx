import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PreviewDrawingData, PreviewPiece } from '@stone/shared/projects/preview';
import { queryClient } from '../../../lib/query-client.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import type { DxfValue } from './preview-selection.ts';

const WAIT = { timeout: 8000 };

/** A detail drawing without units: two tops, a scale note, a dimension block (as drawn, cm). */
const AS_DRAWN: PreviewPiece[] = [
  { index: 0, code: 'T-01', layer: 'STONE', widthMm: 80, heightMm: 60, areaMm2: 4800, flags: [] },
  { index: 1, code: 'T-02', layer: 'STONE', widthMm: 50, heightMm: 40, areaMm2: 2000, flags: [] },
  {
    index: 2,
    code: 'SCALE 2:1',
    layer: 'STONE',
    widthMm: 30,
    heightMm: 10,
    areaMm2: 300,
    flags: ['annotationLike'],
  },
  { index: 3, code: 'D1', layer: 'DIM', widthMm: 20, heightMm: 10, areaMm2: 200, flags: [] },
];
const square = [0, 0, 10, 0, 10, 10, 0, 10];

function answer(units: string | undefined): PreviewDrawingData {
  const scale = units === 'cm' ? 10 : 1;
  const pieces = AS_DRAWN.map((p) => ({
    ...p,
    widthMm: p.widthMm * scale,
    heightMm: p.heightMm * scale,
    areaMm2: p.areaMm2 * scale * scale,
    // Known units flag the dimension block by its layer and the note by its code.
    flags: units && p.layer === 'DIM' ? (['annotationLike'] as const) : p.flags,
  })) as PreviewPiece[];
  return {
    declaredUnits: null,
    guessedUnits: units ? null : 'cm',
    units: (units ?? null) as PreviewDrawingData['units'],
    pieces,
    outlines: pieces.map((p) => ({ index: p.index, outline: square, holes: [] })),
    outlinePage: 0,
    outlinePageCount: 1,
  };
}

const server = serveScreen((request) => ok(answer((request.body as { units?: string }).units)));

let DrawingPreview: typeof import('./drawing-preview.tsx').DrawingPreview;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../project-locales.ts');
  ({ DrawingPreview } = await import('./drawing-preview.tsx'));
});

/** Every value the preview handed up, newest last. */
const changes: DxfValue[] = [];
function Harness() {
  const [value, setValue] = useState<DxfValue>({ fileId: 'f1', fileName: 'detail.dxf' });
  const change = (next: DxfValue) => {
    changes.push(next);
    setValue(next);
  };
  return <DrawingPreview value={value} onChange={change} />;
}

async function show(language: 'en' | 'zh') {
  setToken('tok');
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
    language,
    '/produceManagement/produceProject',
  );
  return screen.findByTestId('preview-summary', {}, WAIT);
}

const summary = () => screen.getByTestId('preview-summary').textContent;

describe('drawing preview (issue 23)', () => {
  it('asks for units with a guess, then shows count and area changing as pieces are dropped', async () => {
    await show('en');
    expect(
      screen.getByText(
        'This drawing declares no units. Choose the units it was drawn in before creating the project.',
      ),
    ).toBeTruthy();
    expect(summary()).toBe('4 of 4 pieces; the area shows once the units are chosen');
    expect(screen.getAllByTestId('piece-outline')).toHaveLength(4);
    await userEvent.click(screen.getByLabelText('cm (suggested)'));
    // Read again in cm: 480,000 + 200,000 + 30,000 + 20,000 mm².
    await waitFor(() => expect(summary()).toBe('4 of 4 pieces, 0.73 m²'), WAIT);
    expect(server.received.at(-1)?.body).toMatchObject({ fileId: 'f1', units: 'cm' });
    expect(
      screen.getByText('2 flagged pieces are still included: drop them or tick "keep".'),
    ).toBeTruthy();
    // Drop the DIM layer: one piece and 0.02 m² less.
    fireEvent.click(screen.getByLabelText('DIM (1)'));
    expect(summary()).toBe('3 of 4 pieces, 0.71 m²');
    // Drop the note as a piece: the warning goes, the totals follow.
    fireEvent.click(screen.getByLabelText('Include piece SCALE 2:1'));
    expect(summary()).toBe('2 of 4 pieces, 0.68 m²');
    expect(screen.queryByText(/flagged pieces are still included/)).toBeNull();
    expect(changes.at(-1)).toMatchObject({
      units: 'cm',
      excludedLayers: ['DIM'],
      excludedPieces: [2],
    });
  });

  it('says the same in Chinese, and a flagged piece can be kept by name', async () => {
    await show('zh');
    expect(screen.getByText('该图纸未声明单位，创建项目前请选择绘图单位。')).toBeTruthy();
    expect(summary()).toBe('共 4 块，保留 4 块；选择单位后显示面积');
    await userEvent.click(screen.getByLabelText('厘米（推荐）'));
    await waitFor(() => expect(summary()).toBe('共 4 块，保留 4 块，面积 0.73 平方米'), WAIT);
    expect(screen.getByText('仍有 2 块被标记的板件：请剔除或勾选“保留”。')).toBeTruthy();
    expect(screen.getAllByText('疑似标注')).toHaveLength(2);
    fireEvent.click(screen.getByLabelText('保留被标记的板件 SCALE 2:1'));
    fireEvent.click(screen.getByLabelText('保留被标记的板件 D1'));
    expect(screen.queryByText(/被标记的板件：/)).toBeNull();
    expect(changes.at(-1)).toMatchObject({ keptPieces: [2, 3] });
    await setTestLanguage('en');
  });
});
