import type { BoxOrderItem } from '@stone/shared/box-orders/box-orders';
import { useTranslation } from 'react-i18next';

/** "Standard ×2, Fumigated ×1": an order's box types and how many of each. */
export function BoxTypeSummary({ types }: { types: BoxOrderItem['boxTypes'] }) {
  const { t } = useTranslation('boxOrders');
  return <>{types.map((x) => `${t(`boxType.${x.type}`)} ×${x.count}`).join(', ')}</>;
}
