import { CloseOutlined } from '@ant-design/icons';
import { Button, Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickingListData } from '@stone/shared/material-flows/schemas';
import { useCandidates } from '../api.ts';

type Row = PickingListData['rows'][number];

/** The slabs in stock that hold one plan slab; picking one here names that plan slab. */
export function CandidatesCard(props: {
  row: Row | undefined;
  canPick: boolean;
  onPick: (barcode: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('materialFlows');
  const candidates = useCandidates(props.row?.layoutId ?? '');
  if (!props.row) return null;
  return (
    <Card
      size="small"
      title={t('picking.candidatesFor', { seq: props.row.seq, plane: props.row.planeName })}
      extra={
        <Button
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('picking.closeCandidates')}
          onClick={props.onClose}
        />
      }
    >
      <List
        loading={candidates.isLoading}
        dataSource={candidates.data?.list ?? []}
        locale={{ emptyText: t('picking.noCandidates') }}
        renderItem={(slab) => (
          <List.Item
            actions={
              props.canPick
                ? [
                    <Button key="pick" type="primary" onClick={() => props.onPick(slab.barcode)}>
                      {t('picking.pick')}
                    </Button>,
                  ]
                : []
            }
          >
            {slab.barcode} · {slab.lengthMm} × {slab.widthMm}
          </List.Item>
        )}
      />
    </Card>
  );
}
