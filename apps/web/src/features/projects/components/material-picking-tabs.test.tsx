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
const none = ok({ list: [], total: 0, pageNum: 1, pageSize: 20 });
serveScreen((req) => {
  if (req.path.endsWith('getSolutionMaterial'))
    return ok({
      material: { id: 'm1', nameZh: '雅士白', nameEn: 'Ariston White', code: 'YS' },
      thicknessMm: 20,
      planes: [
        {
          planeId: 'p1',
          planeName: 'North facade',
          planSlabCount: 4,
          slabAreaM2: '23.04',
          yieldPercent: '81.25',
          pickedCount: 3,
          cutCount: 2,
        },
      ],
      remnants: [
        {
          id: 'r1',
          barcode: 'BC-0042-R1',
          lengthMm: 900,
          widthMm: 600,
          areaM2: '0.54',
          warehouseName: 'Remnant yard',
          status: 'available',
          createdAt: '2026-11-21T09:00:00Z',
        },
      ],
      remnantCount: 1,
    });
  if (req.path.endsWith('getSolutionPicks'))
    return ok({
      list: [
        {
          slabId: 's1',
          barcode: 'BC-0042',
          blockNo: 'HL2411-07',
          bundleNo: 'Z03',
          slabNo: '12',
          planeName: 'North facade',
          seq: 1,
          warehouseName: 'Main warehouse',
          pickedBy: 'Wang Wei',
          pickedAt: '2026-11-21T08:00:00Z',
          cutAt: null,
          state: 'cutting',
        },
      ],
      total: 1,
      pageNum: 1,
      pageSize: 20,
    });
  return none;
});

let tabs: {
  MaterialTab: typeof import('./material-tab.tsx').MaterialTab;
  PickingTab: typeof import('./picking-tab.tsx').PickingTab;
};
beforeAll(async () => {
  await import('../project-locales.ts');
  const [{ MaterialTab }, { PickingTab }] = await Promise.all([
    import('./material-tab.tsx'),
    import('./picking-tab.tsx'),
  ]);
  tabs = { MaterialTab, PickingTab };
});

async function show(lang: 'en' | 'zh', which: 'material' | 'picking') {
  await setTestLanguage(lang);
  setToken('tok');
  queryClient.clear();
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  const Tab = which === 'material' ? tabs.MaterialTab : tabs.PickingTab;
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Tab projectId="s1" />
    </QueryClientProvider>,
    lang,
    `/solutionDetails?id=s1&tab=${which}`,
  );
}

describe.each([
  ['en', 'Ariston White (YS)', '20 mm', 'On the saw', 'Slabs picked for the plan'],
  ['zh', '雅士白 (YS)', '20 毫米', '切割中', '为排版领用的大板'],
] as const)('material and picking tabs (%s)', (lang, stone, thickness, cutting, picksTitle) => {
  it('shows the stone, thickness, slabs per plane and remnants', async () => {
    await show(lang, 'material');
    expect(await screen.findByText(stone, {}, WAIT)).toBeTruthy();
    expect(screen.getByText(thickness)).toBeTruthy();
    expect(screen.getByText('23.04')).toBeTruthy();
    expect(screen.getByText('BC-0042-R1')).toBeTruthy();
    expect(screen.getByText('Remnant yard')).toBeTruthy();
  });

  it('lists the picks with where from, who and their state', async () => {
    await show(lang, 'picking');
    expect(await screen.findByText(picksTitle, {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('BC-0042', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('HL2411-07 / Z03 / 12')).toBeTruthy();
    expect(screen.getByText('Main warehouse')).toBeTruthy();
    expect(screen.getByText('Wang Wei')).toBeTruthy();
    expect(screen.getByText(cutting)).toBeTruthy();
  });
});
