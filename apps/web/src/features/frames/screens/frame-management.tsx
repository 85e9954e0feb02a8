import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/crud/use-permission.ts';
import { FrameList } from '../components/frame-list.tsx';
import { FrameScanPanel } from '../components/frame-scan-panel.tsx';
import '../frame-locales.ts';
import { FRAME_ROUTE } from '../frame-routes.ts';
import '../frames.css';

/**
 * /frameManagement (issue 18): the frames list (batch create, labels, return) and the scan panel
 * that binds pieces to frames and moves frames. A worker with only `scan` lands on the panel.
 */
export default function FrameManagementPage() {
  const { t } = useTranslation('frames');
  const can = useCan();
  const canScan = can(...FRAME_ROUTE.perm.scan);
  const canEdit = can(...FRAME_ROUTE.perm.edit);
  return (
    <div className="frame-page">
      <Tabs
        defaultActiveKey={canScan && !canEdit ? 'scan' : 'list'}
        destroyOnHidden
        items={[
          { key: 'list', label: t('tabs.list'), children: <FrameList /> },
          {
            key: 'scan',
            label: t('tabs.scan'),
            children: canScan ? (
              <FrameScanPanel />
            ) : (
              <Typography.Paragraph type="secondary">{t('scan.noPermission')}</Typography.Paragraph>
            ),
          },
        ]}
      />
    </div>
  );
}
