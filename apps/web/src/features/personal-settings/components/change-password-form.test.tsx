import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { serveScreen } from '../../../test/screen-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { makePersonalInfo } from '../../../test/user-info.ts';

/** Generous: antd renders slowly in jsdom on a busy machine. */
const WAIT = { timeout: 8000 };

let hasPassword = false;
const server = serveScreen((req) =>
  req.path.endsWith('getPersonalInfo') ? ok(makePersonalInfo({ hasPassword })) : ok(null, 'Saved'),
);
let ChangePasswordForm: typeof import('./change-password-form.tsx').ChangePasswordForm;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../screens/personal-settings.tsx'); // registers the screen's texts, as in the app
  ({ ChangePasswordForm } = await import('./change-password-form.tsx'));
});

const renderForm = (language: 'en' | 'zh' = 'en') =>
  renderInApp(
    <QueryClientProvider client={queryClient}>
      <ChangePasswordForm />
    </QueryClientProvider>,
    language,
    '/personalSettings?tab=password',
  );

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('password tab', () => {
  it('lets an account added by an enterprise set its first password without an old one', async () => {
    hasPassword = false;
    setToken('tok');
    await renderForm();
    const button = await screen.findByRole('button', { name: 'Set password' }, WAIT);
    expect(screen.getByText(/has no password yet/)).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fill('New password', 'Stone2026');
    fill('Confirm new password', 'Stone2026');
    await userEvent.click(button);
    await waitFor(() => {
      const sent = server.received.find((r) => r.path.endsWith('changePassword'));
      expect(sent?.body).toEqual({ newPassword: 'Stone2026', confirmPassword: 'Stone2026' });
    }, WAIT);
  });

  it('asks for the current password once the account has one', async () => {
    hasPassword = true;
    setToken('tok');
    await renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }, WAIT));
    expect(await screen.findByText('Required', {}, WAIT)).toBeTruthy();
    expect(server.received.some((r) => r.path.endsWith('changePassword'))).toBe(false);
  });

  it('words the first-password hint in Chinese', async () => {
    hasPassword = false;
    setToken('tok');
    await renderForm('zh');
    expect(await screen.findByRole('button', { name: '设置密码' }, WAIT)).toBeTruthy();
    expect(screen.getByText(/尚未设置密码/)).toBeTruthy();
  });
});
