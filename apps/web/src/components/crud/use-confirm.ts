import { App } from 'antd';
import { useCrudText } from './crud-locales.ts';

/** A confirm dialog before a destructive or state-changing call; resolves after the call. */
export function useConfirm() {
  const { modal } = App.useApp();
  const t = useCrudText();
  return (content: string, onOk: () => Promise<unknown>, danger = true) =>
    modal.confirm({
      title: t('confirmTitle'),
      content,
      okButtonProps: { danger },
      // A failed call was already shown by the API client; keep the dialog from hanging.
      onOk: () => onOk().catch(() => undefined),
    });
}
