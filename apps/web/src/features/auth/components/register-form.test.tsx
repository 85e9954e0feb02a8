import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@stone/shared/messages';
import { renderInApp } from '../../../test/render.tsx';
import { RegisterForm } from './register-form.tsx';

const submit = () => fireEvent.click(screen.getByRole('button', { name: /register|注\s*册/i }));
const field = (label: RegExp) => screen.getByLabelText(label);

describe('register form validation', () => {
  it('shows the shared messages for every empty field (en)', async () => {
    await renderInApp(<RegisterForm />, 'en');
    submit();
    for (const key of [
      'validation.phone',
      'validation.smsCode',
      'validation.username',
      'validation.password',
      'auth.agreementRequired',
    ] as const) {
      expect(await screen.findByText(MESSAGES[key].en)).toBeTruthy();
    }
  });

  it('says the passwords are inconsistent, in Chinese too', async () => {
    await renderInApp(<RegisterForm />, 'zh');
    fireEvent.change(field(/^密码$/), { target: { value: 'abc123' } });
    fireEvent.change(field(/确认密码/), { target: { value: 'abc124' } });
    submit();
    expect(await screen.findByText(MESSAGES['validation.passwordsInconsistent'].zh)).toBeTruthy();
    expect(await screen.findByText(MESSAGES['validation.phone'].zh)).toBeTruthy();
  });

  it('accepts valid values without field errors', async () => {
    await renderInApp(<RegisterForm />, 'en');
    fireEvent.change(field(/phone number/i), { target: { value: '13800138000' } });
    fireEvent.change(field(/user name/i), { target: { value: 'stone_user' } });
    fireEvent.change(field(/^password$/i), { target: { value: 'abc123' } });
    fireEvent.change(field(/confirm password/i), { target: { value: 'abc123' } });
    fireEvent.blur(field(/phone number/i));
    fireEvent.blur(field(/confirm password/i));
    submit();
    expect(await screen.findByText(MESSAGES['validation.smsCode'].en)).toBeTruthy();
    expect(screen.queryByText(MESSAGES['validation.phone'].en)).toBeNull();
    expect(screen.queryByText(MESSAGES['validation.passwordsInconsistent'].en)).toBeNull();
  });
});
