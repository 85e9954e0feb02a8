// The hook alone (as antd's App uses it): `Modal` from 'antd' brings its static API as well.
import useModal, { type HookAPI } from 'antd/es/modal/useModal';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clearToken } from '../lib/token.ts';

/** "Log in again": the only way on is a fresh page without the token. */
export function openReloginDialog(modal: HookAPI, t: TFunction<'common'>, msg: string) {
  return modal.warning({
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
}

/** The public pages' re-login dialog: its code (antd's dialogs) loads only if it is ever shown. */
export function ReloginDialog({ msg }: { msg: string }) {
  const [modal, holder] = useModal();
  const { t } = useTranslation('common');
  useEffect(() => {
    const dialog = openReloginDialog(modal, t, msg);
    return () => dialog.destroy();
  }, [modal, t, msg]);
  return holder;
}
