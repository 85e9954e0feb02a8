import { Card, Segmented, Select, Tag, type InputRef } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanContextData } from '@stone/shared/production/work-reports';
import { useScanPanel, type ScanMode } from '../use-scan-panel.ts';
import { BatchList } from './batch-list.tsx';
import { ScanInput } from '../../../components/scan/scan-input.tsx';
import { ScanResults } from './scan-results.tsx';

const MODES: ScanMode[] = ['single', 'batch'];

/**
 * All a worker with only the `report` action needs: the process, its mode, the scanner's field
 * and the answers. Every choice hands the focus back to the field, so the scanner can go on.
 */
export function ScanPanel({ context }: { context: ScanContextData }) {
  const { t } = useTranslation('workReports');
  const panel = useScanPanel(context);
  const input = useRef<InputRef>(null);
  const refocus = () => input.current?.focus();
  const reportMode = panel.process?.reportMode;

  return (
    <Card variant="borderless" className="work-scan" title={t('scan.title')}>
      <div className="work-scan__controls">
        <Select
          id="work_process"
          className="work-scan__process"
          size="large"
          aria-label={t('scan.process')}
          placeholder={t('scan.chooseProcess')}
          showSearch={{ optionFilterProp: 'label' }}
          value={panel.process?.id}
          options={context.processes.map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))}
          onChange={(id: string) => {
            panel.chooseProcess(id);
            refocus();
          }}
        />
        {reportMode === 'switchable' ? (
          <Segmented<ScanMode>
            size="large"
            aria-label={t('scan.mode')}
            value={panel.mode}
            options={MODES.map((m) => ({ value: m, label: t(`reportMode.${m}`) }))}
            onChange={(mode) => {
              panel.setSwitchChoice(mode);
              refocus();
            }}
          />
        ) : reportMode ? (
          <Tag className="work-scan__mode">{t(`reportMode.${reportMode}`)}</Tag>
        ) : null}
      </div>
      <ScanInput
        ref={input}
        className="work-scan__input"
        placeholder={t('scan.input')}
        onScan={(text) => {
          panel.scan(text);
          refocus();
        }}
      />
      {panel.process && panel.mode === 'batch' && (
        <BatchList
          scans={panel.batch}
          max={context.batchMax}
          sending={panel.sending}
          onRemove={(scan) => {
            panel.removeScan(scan);
            refocus();
          }}
          onClear={() => {
            panel.clearBatch();
            refocus();
          }}
          onSend={() => {
            void panel.sendBatch().then(refocus);
          }}
        />
      )}
      <ScanResults results={panel.results} />
    </Card>
  );
}
