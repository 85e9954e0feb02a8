import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Card, Segmented, Select, Space, Tag, Typography, type InputRef } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_MODES, type FlowMode } from '@stone/shared/processes/enums';
import { ScanInput } from '../../../components/scan/scan-input.tsx';
import { useFrameChoices } from '../api.ts';
import { useFrameScan, type PanelMode, type ScanTone } from '../use-frame-scan.ts';

const LOOK: Record<ScanTone, { icon: ReactNode; type: 'success' | 'danger' | 'warning' }> = {
  ok: { icon: <CheckCircleFilled />, type: 'success' },
  error: { icon: <CloseCircleFilled />, type: 'danger' },
  note: { icon: <ExclamationCircleFilled />, type: 'warning' },
};
const MODES: PanelMode[] = ['bind', 'move'];

/**
 * The shop floor's panel (phone width and up): a hand scanner types a label and presses Enter;
 * the field empties at once and keeps the focus, so the next label can follow.
 */
export function FrameScanPanel() {
  const { t } = useTranslation('frames');
  const panel = useFrameScan();
  const choices = useFrameChoices();
  const input = useRef<InputRef>(null);
  const [workshopId, setWorkshopId] = useState<string>();
  const [flow, setFlow] = useState<FlowMode>('manual');
  useEffect(() => input.current?.focus(), [panel.mode]);
  const placeholder = panel.mode === 'bind' ? t('scan.bindInput') : t('scan.moveInput');

  return (
    <Card variant="borderless" className="frame-scan">
      <Segmented<PanelMode>
        size="large"
        block
        value={panel.mode}
        options={MODES.map((m) => ({ value: m, label: t(`scan.${m}`) }))}
        onChange={panel.setMode}
      />
      <ScanInput
        ref={input}
        className="frame-scan__input"
        placeholder={placeholder}
        onScan={(text) => {
          panel.scan(text);
          input.current?.focus();
        }}
      />
      {panel.mode === 'bind' ? (
        <Space wrap>
          <Tag>{t('scan.pieces', { count: panel.pieces.length })}</Tag>
          {panel.pieces.length > 0 && (
            <Button size="small" onClick={panel.clear}>
              {t('scan.clear')}
            </Button>
          )}
        </Space>
      ) : (
        <div className="frame-scan__move">
          <Tag color={panel.frameScan ? 'processing' : undefined}>
            {panel.frameScan ? t('scan.frame', { scan: panel.frameScan }) : t('scan.noFrame')}
          </Tag>
          <Select
            aria-label={t('scan.workshop')}
            placeholder={t('scan.workshop')}
            className="frame-scan__workshop"
            value={workshopId}
            onChange={setWorkshopId}
            options={(choices.data?.workshops ?? []).map((w) => ({ value: w.id, label: w.name }))}
          />
          <Select<FlowMode>
            aria-label={t('scan.mode')}
            value={flow}
            onChange={setFlow}
            options={FLOW_MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))}
          />
          <Button
            disabled={!workshopId || !panel.frameScan || panel.busy}
            onClick={() => workshopId && void panel.moveToWorkshop(workshopId, flow)}
          >
            {t('scan.moveToWorkshop')}
          </Button>
        </div>
      )}
      <section aria-label={t('scan.resultsTitle')}>
        <Typography.Text type="secondary">{t('scan.resultsTitle')}</Typography.Text>
        {panel.results.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('scan.resultsEmpty')}</Typography.Paragraph>
        ) : (
          <ol className="frame-scan__results" aria-live="polite">
            {panel.results.map((r) => (
              <li key={r.id}>
                <Typography.Text type={LOOK[r.tone].type}>
                  {LOOK[r.tone].icon} {r.text}
                </Typography.Text>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
