import { Card, DatePicker, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TARGET_MODULES } from '@stone/shared/pay/pay';
import { useMonthTargets } from '../api.ts';
import '../pay-locales.ts';
import { TargetEditor } from '../components/target-row.tsx';

const thisMonth = () => dayjs().format('YYYY-MM');

/** /monthStandard: a month's target per module (area, m²), edited inline. */
export default function MonthStandardPage() {
  const { t } = useTranslation('pay');
  const [search, setSearch] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(search.get('month') ?? '')
    ? search.get('month')!
    : thisMonth();
  const targets = useMonthTargets(month);
  const byModule = new Map((targets.data?.list ?? []).map((x) => [x.module, x]));
  const rows = TARGET_MODULES.map((module) => ({ module, target: byModule.get(module) }));

  return (
    <Card variant="borderless">
      <Space style={{ marginBottom: 12 }}>
        <DatePicker
          picker="month"
          aria-label={t('fields.month')}
          allowClear={false}
          value={dayjs(`${month}-01`)}
          onChange={(d) => setSearch({ month: (d ?? dayjs()).format('YYYY-MM') })}
        />
        <Typography.Text type="secondary">{t('targets.hint')}</Typography.Text>
      </Space>
      <Table
        rowKey="module"
        pagination={false}
        loading={targets.isFetching}
        dataSource={rows}
        columns={[
          {
            key: 'module',
            title: t('fields.module'),
            width: 160,
            render: (_v, r) => t(`modules.${r.module}`),
          },
          {
            key: 'value',
            title: t('fields.value'),
            render: (_v, r) => (
              <TargetEditor
                // A new month or a saved version starts the input again from the stored value.
                key={`${month}-${r.module}-${r.target?.version ?? 0}`}
                month={month}
                module={r.module}
                {...(r.target ? { target: r.target } : {})}
              />
            ),
          },
          {
            key: 'unit',
            title: t('fields.unit'),
            width: 100,
            render: () => t('units.squareMetre'),
          },
        ]}
      />
    </Card>
  );
}
