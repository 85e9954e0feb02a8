import { Alert, Card, Col, Empty, List, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { movementListBody } from '@stone/shared/material-flows/schemas';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useCutHistory, useDevices, useTables } from '../api.ts';
import '../flow-locales.ts';
import '../flows.css';
import { DeviceTableCard, type Cut } from '../components/device-table-card.tsx';
import { MovementHistory } from '../components/movement-history.tsx';

/** /producePlan/devicePicking: a saw's tables A and B, for a tablet beside the machine. */
export default function DevicePickingPage() {
  const { t } = useTranslation('materialFlows');
  const [search, setSearch] = useSearchParams();
  const devices = useDevices();
  const deviceId = search.get('deviceId') ?? devices.data?.list[0]?.id ?? '';
  const tables = useTables(deviceId);
  const list = useListScreen(movementListBody);
  const history = useCutHistory(list.body);
  const [cut, setCut] = useState<Cut | null>(null);

  if (devices.data && devices.data.list.length === 0)
    return (
      <Card variant="borderless">
        <Empty description={t('device.noDevice')} />
      </Card>
    );
  const onTable = (table: 'A' | 'B') =>
    tables.data?.tables.find((x) => x.table === table)?.slab ?? null;

  return (
    <div className="flow-stack">
      <Card variant="borderless">
        <div className="flow-stack">
          <Select
            id="flow_device"
            size="large"
            style={{ maxWidth: 420 }}
            placeholder={t('device.choose')}
            aria-label={t('device.choose')}
            loading={devices.isLoading}
            value={deviceId || undefined}
            options={(devices.data?.list ?? []).map((d) => ({
              value: d.id,
              label: `${d.code} ${d.model}`,
            }))}
            onChange={(id: string) => {
              setCut(null);
              setSearch({ deviceId: id });
            }}
          />
          {cut && (
            <Alert
              type={cut.remnants.length ? 'success' : 'info'}
              showIcon
              className="flow-remnants"
              title={t(cut.remnants.length ? 'device.remnants' : 'device.noRemnants', {
                barcode: cut.barcode,
              })}
              description={
                cut.remnants.length > 0 && (
                  <List
                    size="small"
                    dataSource={cut.remnants}
                    renderItem={(r) => (
                      <List.Item>
                        {r.barcode} · {r.lengthMm} × {r.widthMm}
                      </List.Item>
                    )}
                  />
                )
              }
            />
          )}
          {deviceId && (
            <Row gutter={[16, 16]}>
              {(['A', 'B'] as const).map((table) => (
                <Col key={table} xs={24} md={12}>
                  <DeviceTableCard
                    deviceId={deviceId}
                    table={table}
                    slab={onTable(table)}
                    loading={tables.isFetching}
                    onCut={setCut}
                  />
                </Col>
              ))}
            </Row>
          )}
        </div>
      </Card>
      <MovementHistory title={t('device.history')} list={list} query={history} />
    </div>
  );
}
