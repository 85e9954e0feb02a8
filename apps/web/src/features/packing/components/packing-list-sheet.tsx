import { useTranslation } from 'react-i18next';
import type { PrintListData } from '@stone/shared/packing/packing';
import '../packing.css';

const mm = (l: number, w: number, h: number) => `${l} × ${w} × ${h}`;

/**
 * The box-by-box packing list on A4 (issue 18): a header with the project, then each box with its
 * rows (code, size, thickness, area, plane) and totals, one box per printed page (packing.css),
 * and the totals of all boxes at the end.
 */
export function PackingListSheet({ data }: { data: PrintListData }) {
  const { t } = useTranslation('packing');
  return (
    <div className="packing-sheet" data-testid="packing-sheet">
      <header>
        <h2>{t('print.title')}</h2>
        <div>{t('print.project', { name: data.projectName })}</div>
        <div>{t('print.orderNo', { no: data.orderNo })}</div>
      </header>
      {data.boxes.map(({ box, pieces }) => (
        <section key={box.id} className="packing-sheet__box" data-testid="packing-sheet-box">
          <h3>
            {t('print.box', {
              box: box.name,
              type: t(`boxType.${box.boxType}`),
              inner: mm(box.lengthMm, box.widthMm, box.heightMm),
              outer: mm(box.outerLengthMm, box.outerWidthMm, box.outerHeightMm),
            })}
          </h3>
          <table>
            <thead>
              <tr>
                <th>{t('detail.code')}</th>
                <th>{t('detail.size')}</th>
                <th>{t('detail.thickness')}</th>
                <th>{t('boxes.area')}</th>
                <th>{t('detail.plane')}</th>
              </tr>
            </thead>
            <tbody>
              {pieces.map((p) => (
                <tr key={p.id}>
                  <td>{p.code}</td>
                  <td>{`${p.widthMm} × ${p.heightMm}`}</td>
                  <td>{p.thicknessMm}</td>
                  <td>{p.areaM2}</td>
                  <td>{p.planeName}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="packing-sheet__totals" data-testid="packing-sheet-box-totals">
            {t('print.boxTotals', {
              pieces: box.pieceCount,
              area: box.areaM2,
              weight: box.weightKg,
            })}
          </p>
        </section>
      ))}
      <footer data-testid="packing-sheet-totals">
        {t('print.totals', {
          boxes: data.totals.boxes,
          pieces: data.totals.pieces,
          area: data.totals.areaM2,
          weight: data.totals.weightKg,
        })}
        {data.truncated && <div>{t('print.truncated')}</div>}
      </footer>
    </div>
  );
}
