import { useTranslation } from 'react-i18next';
import type { BoxOrderDetail } from '@stone/shared/box-orders/box-orders';
import '../box-orders.css';

/**
 * The delivery note (发货单) on A4 (issue 19): the order, receiving unit, address and contact,
 * then every box with its sizes, pieces and area, and the totals; a line to sign on receipt.
 */
export function DeliveryNoteSheet({ data }: { data: BoxOrderDetail }) {
  const { t } = useTranslation('boxOrders');
  const { order, boxes } = data;
  return (
    <div className="delivery-note" data-testid="delivery-note">
      <header>
        <h2>{t('note.title')}</h2>
        <div>{t('note.order', { number: order.number })}</div>
        <div>{t('note.project', { name: order.projectName, orderNo: order.projectOrderNo })}</div>
        <div>{t('note.receivingUnit', { value: order.receivingUnit })}</div>
        <div>{t('note.address', { value: order.address })}</div>
        <div>{t('note.contact', { name: order.contact, phone: order.contactPhone })}</div>
        <div>
          {t('note.date', {
            date: new Date(order.shippedAt ?? order.createdAt).toLocaleDateString(),
          })}
        </div>
      </header>
      <table>
        <thead>
          <tr>
            <th>{t('boxes.boxNo')}</th>
            <th>{t('boxes.type')}</th>
            <th>{t('boxes.size')}</th>
            <th>{t('boxes.pieces')}</th>
            <th>{t('boxes.area')}</th>
          </tr>
        </thead>
        <tbody>
          {boxes.map((b) => (
            <tr key={b.id}>
              <td>{b.woodenBoxName ? `${b.boxNo} (${b.woodenBoxName})` : b.boxNo}</td>
              <td>{t(`boxType.${b.boxType}`)}</td>
              <td>{`${b.lengthMm} × ${b.widthMm} × ${b.heightMm}`}</td>
              <td>{b.pieceCount}</td>
              <td>{b.areaM2}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer data-testid="delivery-note-totals">
        <p>
          {t('note.totals', {
            boxes: order.boxCount,
            pieces: order.pieceCount,
            area: order.areaM2,
          })}
        </p>
        <p>{t('note.signature')}</p>
      </footer>
    </div>
  );
}
