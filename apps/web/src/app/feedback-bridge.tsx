import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { LIMITS } from '@stone/shared/limits';
import { registerFeedback } from '../lib/feedback.ts';
import { clearToken } from '../lib/token.ts';

/** Wires the API client's feedback to antd's toasts and dialogs and to the router. */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { t } = useTranslation('common');

  useEffect(() => {
    registerFeedback({
      success: (msg) => void message.success(msg, LIMITS.toastSeconds),
      error: (msg) => void message.error(msg, LIMITS.toastSeconds),
      relogin: (msg) => {
        modal.warning({
          title: t('relogin.title'),
          content: msg || t('relogin.content'),
          okText: t('relogin.ok'),
          keyboard: false,
          onOk: () => {
            // The reload drops every cached query along with the page.
            clearToken();
            window.location.reload();
          },
        });
      },
      forbidden: () => void navigate('/401'),
    });
  }, [message, modal, navigate, t]);

  return null;
}

export function RootRoute() {
  return (
    <>
      <FeedbackBridge />
      <Outlet />
    </>
  );
}
