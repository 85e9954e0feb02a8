import { StyleProvider } from '@ant-design/cssinjs';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { RootRoute } from '../../../app/root-route.tsx';
import { setTestLanguage } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

/** As in the app: public pages have no antd App context, only the root route's toasts. */
async function mountLoginPage() {
  await setTestLanguage('zh');
  const router = createMemoryRouter(
    [{ element: <RootRoute />, children: [{ path: '/login', element: <LoginPage /> }] }],
    { initialEntries: ['/login'] },
  );
  render(
    <StyleProvider mock="server">
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StyleProvider>,
  );
}

describe('sign-in page', () => {
  it('switches zh ↔ en without antd App context and confirms with a toast', async () => {
    await mountLoginPage();
    expect(await screen.findByRole('heading', { name: '石材云工厂' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('language-switch'));
    expect(await screen.findByRole('heading', { name: 'Stone Cloud Factory' })).toBeTruthy();
    expect(await screen.findByText('Language switched')).toBeTruthy();

    fireEvent.click(screen.getByTestId('language-switch'));
    expect(await screen.findByRole('heading', { name: '石材云工厂' })).toBeTruthy();
    expect(await screen.findByText('语言切换成功')).toBeTruthy();
  });

  it('loads the SMS form when asked for', async () => {
    await mountLoginPage();
    fireEvent.click(await screen.findByText('验证码登录'));
    expect(await screen.findByLabelText('手机号')).toBeTruthy();
  });
});
