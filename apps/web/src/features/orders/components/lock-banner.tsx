import { Alert, Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitPriceText, type OrderItem } from '@stone/shared/orders/orders';
import { translateMessage } from '../../../lib/i18n.ts';
import { useChangeLockedPrice } from '../api.ts';

/**
 * A price-locked order's banner: the price every project uses, or that the first price set will
 * be it. Changing a price in force is its own call, at the order's version (edit permission).
 */
export function LockBanner({ order, canEdit }: { order: OrderItem; canEdit: boolean }) {
  const { t } = useTranslation('orders');
  const change = useChangeLockedPrice();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!order.priceLocked) return null;
  const price = order.lockedUnitPrice;
  const submit = async () => {
    const parsed = unitPriceText.safeParse(text);
    if (!parsed.success) {
      setError(translateMessage(parsed.error.issues[0]?.message ?? 'common.invalidValue'));
      return;
    }
    await change.mutateAsync({ id: order.id, unitPrice: parsed.data, version: order.version });
    setOpen(false);
  };
  return (
    <>
      <Alert
        type="info"
        showIcon
        title={price ? t('detail.lockedPrice', { price }) : t('detail.lockedNone')}
        action={
          canEdit && price ? (
            <Button
              size="small"
              onClick={() => {
                setText(price);
                setError(null);
                setOpen(true);
              }}
            >
              {t('action.changeLocked')}
            </Button>
          ) : null
        }
      />
      <Modal
        open={open}
        title={t('action.changeLocked')}
        okText={t('action.save')}
        cancelText={t('action.cancel')}
        confirmLoading={change.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => void submit().catch(() => undefined)}
        destroyOnHidden
      >
        <Input
          aria-label={t('detail.lockedPriceLabel')}
          value={text}
          status={error ? 'error' : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
      </Modal>
    </>
  );
}
