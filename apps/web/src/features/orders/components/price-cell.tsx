import { Button, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitPriceText } from '@stone/shared/orders/orders';
import { ApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/i18n.ts';

/**
 * One unit price edited in place: checked as the server checks it (digits, at most 2 decimals),
 * then saved. A refusal (e.g. another edit locked the price first) stays beside the field, and
 * `onRefused` lets the screen reload what is now in force.
 */
export function PriceCell({
  label,
  value,
  onSave,
  onRefused,
}: {
  label: string;
  value: string | null;
  onSave: (unitPrice: string) => Promise<unknown>;
  onRefused: () => void;
}) {
  const { t } = useTranslation('orders');
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const parsed = unitPriceText.safeParse(text);
    if (!parsed.success) {
      setError(translateMessage(parsed.error.issues[0]?.message ?? 'common.invalidValue'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(parsed.data);
    } catch (failure) {
      // The API client has toasted it too; the field keeps the reason until the next try.
      if (failure instanceof ApiError) setError(failure.message);
      onRefused();
    } finally {
      setSaving(false);
    }
  };
  return (
    <div>
      <div className="order-detail__price">
        <Input
          size="small"
          aria-label={label}
          value={text}
          status={error ? 'error' : undefined}
          inputMode="decimal"
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => void save()}
        />
        <Button size="small" loading={saving} onClick={() => void save()}>
          {t('action.save')}
        </Button>
      </div>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
