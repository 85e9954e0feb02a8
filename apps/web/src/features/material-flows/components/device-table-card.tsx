import { ScissorOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataOf } from '@stone/shared';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useConfirmCut, useNextSlab, useTakeSlab } from '../api.ts';
import { DEVICE_PICKING_ROUTE } from '../flow-routes.ts';
import { ScanField } from './scan-field.tsx';

type DeviceSlab = DataOf<'webDevicePicking/takeSlab'>;
export type Cut = { barcode: string } & DataOf<'webDevicePicking/confirmCut'>;

type Props = {
  deviceId: string;
  table: 'A' | 'B';
  slab: DeviceSlab | null;
  loading: boolean;
  onCut: (cut: Cut) => void;
};

function SlabFacts({ slab }: { slab: DeviceSlab }) {
  const { t } = useTranslation('materialFlows');
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('fields.barcode')}>
        <Typography.Text strong className="flow-table-barcode">
          {slab.barcode}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.slabSize')}>
        {slab.lengthMm} × {slab.widthMm}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.project')}>
        {t('device.project', { project: slab.projectName, plane: slab.planeName, seq: slab.seq })}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** One machine table: what lies on it, the next slab to take, take by scan, confirm the cut. */
export function DeviceTableCard({ deviceId, table, slab, loading, onCut }: Props) {
  const { t } = useTranslation('materialFlows');
  const can = useCan();
  const confirm = useConfirm();
  const next = useNextSlab(deviceId, table);
  const take = useTakeSlab();
  const cut = useConfirmCut();

  const confirmCut = (onTable: DeviceSlab) =>
    confirm(t('device.cutConfirm', { barcode: onTable.barcode }), async () => {
      const answer = await cut.mutateAsync({ slabId: onTable.id });
      onCut({ barcode: onTable.barcode, ...answer });
    });

  return (
    <Card
      className={`flow-table-card flow-touch flow-table-${table}`}
      title={t('device.table', { table })}
    >
      <Spin spinning={loading}>
        <div className="flow-stack">
          {slab ? <SlabFacts slab={slab} /> : <Empty description={t('device.emptyTable')} />}
          {slab && can(...DEVICE_PICKING_ROUTE.perm.cut) && (
            <Button
              danger
              type="primary"
              size="large"
              icon={<ScissorOutlined />}
              loading={cut.isPending}
              onClick={() => confirmCut(slab)}
            >
              {t('device.cut')}
            </Button>
          )}
          {!slab && (
            <Typography.Text type="secondary">
              {t('device.next')}:{' '}
              {next.data?.slab ? (
                <Typography.Text strong>
                  {next.data.slab.barcode} ({next.data.slab.lengthMm} × {next.data.slab.widthMm})
                </Typography.Text>
              ) : (
                t('device.noNext')
              )}
            </Typography.Text>
          )}
          {!slab && can(...DEVICE_PICKING_ROUTE.perm.take) && (
            <ScanField
              id={`flow_take_${table}`}
              autoFocus={table === 'A'}
              placeholder={t('device.scanHint', { table })}
              onScan={(barcode) => take.mutateAsync({ deviceId, table, barcode })}
            />
          )}
        </div>
      </Spin>
    </Card>
  );
}
