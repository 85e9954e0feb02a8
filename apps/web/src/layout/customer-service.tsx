import { CustomerServiceOutlined } from '@ant-design/icons';
import { App, FloatButton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@stone/shared/limits';

/** What a chat widget script is expected to expose once it has loaded. */
type ChatWidgetWindow = Window & { StoneChatWidget?: { open?: () => void } };

const WIDGET_URL: string | undefined = import.meta.env.VITE_CHAT_WIDGET_URL;

function loadWidget(url: string, onLoad: () => void): () => void {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-chat-widget]`);
  if (existing) {
    if (existing.dataset.loaded === 'true') onLoad();
    else existing.addEventListener('load', onLoad);
    return () => existing.removeEventListener('load', onLoad);
  }
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.chatWidget = 'true';
  script.addEventListener('load', () => {
    script.dataset.loaded = 'true';
  });
  script.addEventListener('load', onLoad);
  document.body.appendChild(script);
  return () => script.removeEventListener('load', onLoad);
}

/** Online customer service: loads the configured chat widget; until then, says so. */
export function CustomerService() {
  const { t } = useTranslation('layout');
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!WIDGET_URL) return;
    return loadWidget(WIDGET_URL, () => setLoaded(true));
  }, []);

  const onClick = () => {
    const widget = (window as ChatWidgetWindow).StoneChatWidget;
    if (loaded && widget?.open) widget.open();
    else void message.info(t('customerService.notLoaded'), LIMITS.toastSeconds);
  };

  return (
    <FloatButton
      icon={<CustomerServiceOutlined />}
      type="primary"
      tooltip={t('customerService.open')}
      aria-label={t('customerService.open')}
      onClick={onClick}
      data-testid="customer-service"
    />
  );
}
