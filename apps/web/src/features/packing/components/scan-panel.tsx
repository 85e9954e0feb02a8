import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Button, Card, Segmented, Typography, type InputRef } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ScanInput } from '../../../components/scan/scan-input.tsx';
import { usePackScan, type PackScanMode } from '../use-pack-scan.ts';

const ICON = {
  ok: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
  info: <InfoCircleFilled />,
};
const TYPE = { ok: 'success', error: 'danger', info: undefined } as const;

/**
 * Kit check and pack by scan, phone-width (390 px): a mode switch, the scanner's field and the
 * latest answers. Enter hands the label on and empties the field at once; the focus stays there.
 */
export function PackScanPanel({ canCheck, canPack }: { canCheck: boolean; canPack: boolean }) {
  const { t } = useTranslation('packing');
  const panel = usePackScan();
  const input = useRef<InputRef>(null);
  useEffect(() => input.current?.focus(), [panel.mode]);
  const allowed = panel.mode === 'kit' ? canCheck : canPack;
  const placeholder =
    panel.mode === 'kit'
      ? t('scan.kitInput')
      : panel.box
        ? t('scan.pieceInput', { box: panel.box.item?.name ?? panel.box.scan })
        : t('scan.boxInput');
  return (
    <Card variant="borderless" className="pack-scan" title={t('scan.title')}>
      <Segmented<PackScanMode>
        block
        size="large"
        aria-label={t('scan.mode')}
        value={panel.mode}
        options={[
          { value: 'kit', label: t('scan.kit') },
          { value: 'pack', label: t('scan.pack') },
        ]}
        onChange={panel.setMode}
      />
      {panel.mode === 'pack' && panel.box?.item && (
        <div className="pack-scan__box" data-testid="current-box">
          <Typography.Text strong>
            {t('scan.currentBox', {
              box: panel.box.item.name,
              count: panel.box.item.pieceCount,
              max: panel.box.item.maxPieces,
            })}
          </Typography.Text>
          <Button size="small" onClick={panel.clearBox}>
            {t('scan.changeBox')}
          </Button>
        </div>
      )}
      {allowed ? (
        <ScanInput
          ref={input}
          className="pack-scan__input"
          placeholder={placeholder}
          onScan={(text) => {
            panel.scan(text);
            input.current?.focus();
          }}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('scan.noPermission')}</Typography.Paragraph>
      )}
      <section aria-label={t('scan.results')} className="pack-scan__results">
        <Typography.Text type="secondary">{t('scan.results')}</Typography.Text>
        {panel.lines.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('scan.noResults')}</Typography.Paragraph>
        ) : (
          <ol aria-live="polite">
            {panel.lines.map((l) => (
              <li key={l.id} data-testid={`scan-${l.tone}`}>
                <Typography.Text type={TYPE[l.tone]}>
                  {ICON[l.tone]} {l.text}
                </Typography.Text>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
