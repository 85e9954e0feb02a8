import { Alert, Button, Descriptions, Empty, Space, Tooltip } from 'antd';
import type { ApprovalMissing } from '@stone/shared/projects/list';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProjectDetailData } from '@stone/shared/projects/detail';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useApprove } from '../api.ts';
import { PROJECT_ROUTE } from '../project-routes.ts';
import { PRODUCTION_STATUS, PROJECT_TYPE, REVIEW_STATUS } from '../project-status.ts';
import { formatArea, formatYield } from './layout-types.ts';
import { PlaneCard } from './plane-card.tsx';

/**
 * What approval still lacks, as one sentence ("a cutting plan for N1, material, the packing
 * list"), in the order the server refuses them.
 */
export function missingText(missing: ApprovalMissing, t: TFunction<'projects'>): string {
  const { planes, settings, packingList } = missing;
  const separator = t('detail.missing.separator');
  const parts =
    planes.length > 0 ? [t('detail.missing.planes', { planes: planes.join(separator) })] : [];
  parts.push(...settings.map((f) => t(`detail.missing.${f}`)));
  if (packingList) parts.push(t('detail.missing.packingList'));
  return parts.join(separator);
}

export function OverviewTab({ data }: { data: ProjectDetailData }) {
  const { t } = useTranslation('projects');
  const confirm = useConfirm();
  const can = useCan();
  const approve = useApprove();
  const s = data.project;
  const closed = s.archived || s.terminated;
  const missing = missingText(data.approvalMissing, t);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {s.reviewState !== 'done' && missing ? (
        <Alert type="warning" showIcon title={t('detail.approvalMissing', { what: missing })} />
      ) : null}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
        extra={
          !closed && s.reviewState !== 'done' && can(...PROJECT_ROUTE.perm.approve) ? (
            // A click that can only be refused is not offered: disabled, and the tooltip says why.
            <Tooltip title={missing ? t('detail.approveBlocked', { what: missing }) : undefined}>
              <Button
                type="primary"
                disabled={missing !== ''}
                loading={approve.isPending}
                onClick={() =>
                  confirm(
                    t('confirm.approve', { name: s.name }),
                    () => approve.mutateAsync({ id: s.id, version: s.version }),
                    false,
                  )
                }
              >
                {t('actions.approve')}
              </Button>
            </Tooltip>
          ) : null
        }
        items={[
          { key: 'orderNo', label: t('fields.orderNo'), children: s.orderNo || '–' },
          { key: 'customer', label: t('fields.customerName'), children: s.customerName || '–' },
          { key: 'brand', label: t('fields.customerBrand'), children: s.customerBrand || '–' },
          {
            key: 'type',
            label: t('fields.projectType'),
            children: <StatusTag status={PROJECT_TYPE} value={s.projectType} />,
          },
          {
            key: 'review',
            label: t('fields.reviewState'),
            children: <StatusTag status={REVIEW_STATUS} value={s.reviewState} />,
          },
          {
            key: 'production',
            label: t('fields.productionState'),
            children: (
              <Space>
                <StatusTag status={PRODUCTION_STATUS} value={s.productionState} />
                {s.terminated ? t('fields.terminated') : null}
                {s.archived ? t('fields.archived') : null}
              </Space>
            ),
          },
          {
            key: 'delivery',
            label: t('fields.deliveryAt'),
            children: s.deliveryAt ? formatDateTime(s.deliveryAt) : '–',
          },
          { key: 'planes', label: t('fields.planeCount'), children: s.planeCount },
          { key: 'pieces', label: t('fields.pieceCount'), children: s.pieceCount },
          { key: 'slabs', label: t('fields.slabCount'), children: s.slabCount },
          { key: 'area', label: t('fields.totalArea'), children: formatArea(s.totalAreaM2) },
          {
            key: 'yield',
            label: t('layout.projectYieldLabel'),
            children: formatYield(s.yieldPercent),
          },
          { key: 'created', label: t('fields.createdAt'), children: formatDateTime(s.createdAt) },
        ]}
      />
      {data.planes.length === 0 ? (
        <Empty description={t('detail.empty.planes')} />
      ) : (
        data.planes.map((plane) => (
          <PlaneCard key={plane.id} projectId={s.id} plane={plane} closed={closed} />
        ))
      )}
    </Space>
  );
}
