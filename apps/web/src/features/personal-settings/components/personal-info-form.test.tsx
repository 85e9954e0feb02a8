import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { serveScreen } from '../../../test/screen-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { makePersonalInfo, makeUser } from '../../../test/user-info.ts';

/** Generous: antd renders slowly in jsdom on a busy machine. */
const WAIT = { timeout: 8000 };

const server = serveScreen((req) => {
  if (req.path.endsWith('getPersonalInfo')) return ok(makePersonalInfo({ version: 3 }));
  if (req.path.endsWith('getCurMcUserInfo')) return ok(makeUser());
  return ok(null, 'Saved successfully');
});
let PersonalInfoForm: typeof import('./personal-info-form.tsx').PersonalInfoForm;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../screens/personal-settings.tsx'); // registers the screen's texts, as in the app
  ({ PersonalInfoForm } = await import('./personal-info-form.tsx'));
});

/** Signed in, with the user info the shell would have loaded. */
async function renderForm(language: 'en' | 'zh') {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <PersonalInfoForm />
    </QueryClientProvider>,
    language,
    '/personalSettings',
  );
}

const saved = () => server.received.find((r) => r.path.endsWith('savePersonalInfo'))?.body;

describe('personal info', () => {
  it('asks for a code sent to a new phone, and sends it with the change', async () => {
    await renderForm('en');
    const phone = await screen.findByLabelText('Phone', {}, WAIT);
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    fireEvent.change(phone, { target: { value: '13900000002' } });
    const code = await screen.findByLabelText('Verification code', {}, WAIT);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a correct verification code', {}, WAIT)).toBeTruthy();
    expect(saved()).toBeUndefined();
    fireEvent.change(code, { target: { value: '123456' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(saved()).toMatchObject({ phone: '13900000002', smsCode: '123456', version: 3 }),
      WAIT,
    );
  });

  it('saves an unchanged phone without any code', async () => {
    await renderForm('zh');
    await userEvent.click(await screen.findByRole('button', { name: '保 存' }, WAIT));
    await waitFor(() => expect(saved()).toBeDefined(), WAIT);
    expect(saved()).not.toHaveProperty('smsCode');
    expect(screen.queryByLabelText('验证码')).toBeNull();
  });
});
