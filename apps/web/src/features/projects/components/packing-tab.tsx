import { Button, Empty, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectDetailData } from '@stone/shared/projects/detail';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useGeneratePackingList } from '../api.ts';
import { PROJECT_ROUTE } from '../project-routes.ts';

/** The packing list: generated from the planned pieces by the project's packing rules. */
export function PackingTab({ data }: { data: ProjectDetailData }) {
  const { t } = useTranslation('projects');
  const can = useCan();
  const generate = useGeneratePackingList();
  const s = data.project;
  const button = (label: string) =>
    can(...PROJECT_ROUTE.perm.edit) && !s.archived && !s.terminated ? (
      <Button
        type="primary"
        loading={generate.isPending}
        onClick={() =>
          void generate.mutateAsync({ id: s.id, version: s.version }).catch(() => undefined)
        }
      >
        {label}
      </Button>
    ) : null;
  if (data.packing.state === 'none')
    return (
      <Empty description={t('detail.empty.packingList')}>
        {button(t('detail.generatePacking'))}
      </Empty>
    );
  return (
    <Result
      status="success"
      title={t('packingState.complete')}
      subTitle={t('detail.packingSummary', {
        boxes: data.packing.boxCount,
        boxed: data.packing.boxedPieces,
        pieces: data.packing.pieceCount,
      })}
      extra={<Space>{button(t('detail.regeneratePacking'))}</Space>}
    />
  );
}
