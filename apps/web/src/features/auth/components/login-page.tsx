import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { addLocales } from '../../../lib/i18n.ts';
import { hasToken } from '../../../lib/token.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import { PasswordLoginForm } from './password-login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { SmsLoginForm } from './sms-login-form.tsx';
import './login-page.css';

addLocales('auth', { en, zh });

/** Sign in (password or SMS) and register, on one public page (spec §4). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const isRegister = params.get('mode') === 'register';
  const [method, setMethod] = useState<'password' | 'sms'>('password');
  useDocumentTitle(isRegister ? t('registerTitle') : t('actions.login'));

  if (hasToken()) return <Navigate to="/index" replace />;

  const switchMode = () => {
    const next = new URLSearchParams(params);
    if (isRegister) next.delete('mode');
    else next.set('mode', 'register');
    setParams(next, { replace: true });
  };

  return (
    <div className="login-page">
      <header className="login-page__bar">
        <LanguageSwitch />
      </header>
      <main className="login-page__card">
        <h1 className="login-page__title">{t('title')}</h1>
        <p className="login-page__subtitle">{t('subtitle')}</p>
        {isRegister ? (
          <>
            <h2 className="login-page__heading">{t('registerTitle')}</h2>
            <RegisterForm />
          </>
        ) : (
          // A segmented switch rather than Tabs: Tabs brings a menu library the page doesn't need.
          <>
            <Segmented
              block
              className="login-page__methods"
              value={method}
              onChange={setMethod}
              options={[
                { value: 'password', label: t('tabs.password') },
                { value: 'sms', label: t('tabs.sms') },
              ]}
            />
            {method === 'password' ? <PasswordLoginForm /> : <SmsLoginForm />}
          </>
        )}
        <Button type="link" block onClick={switchMode} className="login-page__switch">
          {isRegister ? t('actions.toLogin') : t('actions.toRegister')}
        </Button>
      </main>
    </div>
  );
}
