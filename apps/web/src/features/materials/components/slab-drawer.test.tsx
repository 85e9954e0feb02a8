import { fireEvent, screen } from '@testing-library/react';
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
const server = serveScreen((req) =>
  req.path.endsWith('getBigSlabOptions')
    ? ok({
        warehouses: [{ id: 'w1', name: 'Hall', code: 'WH1' }],
        racks: [],
        materials: [
          { id: 's1', nameZh: '雅士白', nameEn: 'Ariston White', code: 'YS', thicknessesMm: [] },
        ],
      })
    : ok(null),
);

let SlabDrawer: typeof import('./slab-drawer.tsx').SlabDrawer;
beforeAll(async () => {
  await import('../material-locales.ts');
  ({ SlabDrawer } = await import('./slab-drawer.tsx'));
});

/**
 * Issue 23 item 5: thickness −5, length 0 and width 99999 were clamped to 1, 1 and 10000 on blur
 * and saved as "created". Now each keeps what was typed, shows its range, and nothing is sent.
 */
describe.each([
  [
    'en',
    ['Thickness (mm)', 'Length (mm)', 'Width (mm)'],
    'Thickness is a whole number of mm from 1 to 300',
    'Length and width are whole numbers of mm from 1 to 10000',
    'Save',
  ],
  [
    'zh',
    ['厚度(mm)', '长度(mm)', '宽度(mm)'],
    '厚度为1至300的整数毫米',
    '长度和宽度为1至10000的整数毫米',
    '保存',
  ],
] as const)('the slab form in %s', (lang, labels, thicknessRange, sizeRange, save) => {
  it('refuses numbers out of range with their ranges and sends nothing', async () => {
    await setTestLanguage(lang);
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <SlabDrawer editId={null} open onClose={() => undefined} />
      </QueryClientProvider>,
      lang,
      '/aboutMaterial',
    );
    const [thickness, length, width] = await Promise.all(
      labels.map((l) => screen.findByLabelText(l, {}, WAIT) as Promise<HTMLInputElement>),
    );
    expect(thickness?.placeholder).toBe('1–300');
    for (const [input, text] of [
      [thickness, '-5'],
      [length, '0'],
      [width, '99999'],
    ] as const) {
      await userEvent.type(input as HTMLInputElement, text);
      fireEvent.blur(input as HTMLInputElement);
      expect((input as HTMLInputElement).value).toBe(text);
    }
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(`^${[...save].join('\\s*')}$`) }),
    );
    expect(await screen.findByText(thicknessRange, {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText(sizeRange)).toHaveLength(2);
    expect(server.received.some((r) => r.path.endsWith('createBigSlab'))).toBe(false);
  });
});
