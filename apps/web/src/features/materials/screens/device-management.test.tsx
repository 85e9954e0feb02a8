import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
const SAW = {
  id: 'd1',
  code: 'SAW-1',
  model: 'Bridge 400',
  linkedAt: '2026-11-01T08:00:00.000Z',
  pickupStatus: 'picking',
  currentTable: 'B',
  createdAt: '2026-11-01T00:00:00Z',
  version: 4,
};
const server = serveScreen((req) =>
  req.path.endsWith('getDeviceList')
    ? ok({ list: [SAW], total: 1, pageNum: 1, pageSize: 20 })
    : ok({ id: 'd9' }),
);
const sent = (call: string) => server.received.find((r) => r.path.endsWith(call))?.body;

let Screen: typeof import('./device-management.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Screen } = await import('./device-management.tsx'));
});

async function open() {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>,
    'en',
    '/deviceManagement',
  );
  return (await screen.findByText('Bridge 400', {}, WAIT)).closest('tr') as HTMLElement;
}

describe('devices: link, tags, a date-time field and the schema defaults', () => {
  it('links the code to the details, tags the states, and creates with the defaults', async () => {
    const row = await open();
    expect(within(row).getByRole('link', { name: 'SAW-1' }).getAttribute('href')).toBe(
      '/deviceDetails?id=d1',
    );
    expect(within(row).getByText('Picking')).toBeTruthy();
    expect(within(row).getByText('Table B')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /New device/ }));
    const code = await screen.findByLabelText('Device code', { selector: '#drawer_code' }, WAIT);
    fireEvent.change(code, { target: { value: 'SAW-2' } });
    fireEvent.change(screen.getByLabelText('Model', { selector: '#drawer_model' }), {
      target: { value: 'Bridge 500' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('createDevice')).toBeDefined(), WAIT);
    expect(sent('createDevice')).toMatchObject({
      code: 'SAW-2',
      model: 'Bridge 500',
      linkedAt: null,
      pickupStatus: 'idle',
      currentTable: 'A',
    });
  }, 60_000);

  it('sends the link time back as ISO text when editing', async () => {
    const row = await open();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByDisplayValue('SAW-1', {}, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('updateDevice')).toBeDefined(), WAIT);
    expect(sent('updateDevice')).toEqual({
      id: 'd1',
      version: 4,
      code: 'SAW-1',
      model: 'Bridge 400',
      linkedAt: '2026-11-01T08:00:00.000Z',
      pickupStatus: 'picking',
      currentTable: 'B',
    });
  }, 60_000);
});
