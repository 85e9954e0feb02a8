import { PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Modal, Pagination, Spin } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@stone/shared/limits';
import { pieceLabel, type PieceLabel } from '@stone/shared/production/piece-label';
import type { ProjectSlabItem } from '@stone/shared/projects/detail';
import { useProjectDetail, useProjectSlabs } from '../api.ts';

// The barcode library loads only when labels are shown, not with every piece list.
const PieceLabelSheet = lazy(async () => ({
  default: (await import('./piece-label-sheet.tsx')).PieceLabelSheetWithPrint,
}));

export type LabelPiece = Pick<
  ProjectSlabItem,
  'id' | 'code' | 'widthMm' | 'heightMm' | 'thicknessMm' | 'processCode'
>;
type Names = { projectName: string; planeName: string };
type Plane = { projectId: string; planeId: string; planeName: string; pieceCount: number };

/**
 * A whole plane prints one page of the piece list at a time: a plane may hold 20,000 pieces,
 * and that many barcodes would stall the browser and the printer alike.
 */
const LABEL_BATCH = LIMITS.pageSizeMax;

const labelsOf = (pieces: LabelPiece[], names: Names): PieceLabel[] =>
  pieces.map((piece) => pieceLabel({ ...piece, ...names }));

/** The print button over the labels; it prints only the label sheet (labels.css). */
function LabelsBody({
  labels,
  ready,
  pager,
}: {
  labels: PieceLabel[];
  ready: boolean;
  pager?: ReactNode;
}) {
  const { t } = useTranslation('projects');
  return (
    <>
      <Flex wrap gap="small" justify="space-between" align="center" style={{ marginBottom: 12 }}>
        {pager ?? <span>{t('pieceLabels.count', { count: labels.length })}</span>}
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!ready || labels.length === 0}
          onClick={() => window.print()}
        >
          {t('pieceLabels.print')}
        </Button>
      </Flex>
      {labels.length ? (
        <Suspense fallback={<Spin />}>
          <PieceLabelSheet labels={labels} />
        </Suspense>
      ) : (
        <Empty description={t('detail.empty.pieces')} />
      )}
    </>
  );
}

/** Every piece of the plane, a batch of the piece list at a time, in code order. */
function PlaneLabels({ plane, names }: { plane: Plane; names: Names }) {
  const { t } = useTranslation('projects');
  const [batch, setBatch] = useState(1);
  const slabs = useProjectSlabs({
    projectId: plane.projectId,
    planeId: plane.planeId,
    pageNum: batch,
    pageSize: LABEL_BATCH,
  });
  if (!slabs.data) return <Spin />;
  // Past the list's count cap the total is a lower bound; the plane knows its own count.
  const total = slabs.data.totalCapped ? plane.pieceCount : slabs.data.total;
  return (
    <LabelsBody
      labels={labelsOf(slabs.data.list, names)}
      ready={!slabs.isFetching}
      pager={
        <Pagination
          size="small"
          current={batch}
          pageSize={LABEL_BATCH}
          total={total}
          showSizeChanger={false}
          showTotal={(all, [from, to]) => t('pieceLabels.batch', { from, to, total: all })}
          onChange={setBatch}
        />
      }
    />
  );
}

/**
 * Issue 17: the printable labels of the selected pieces, or of the whole plane when none are
 * selected. Shown only while open (the caller mounts it), so nothing is read before.
 */
export function PieceLabelsModal({
  plane,
  selected,
  onClose,
}: {
  plane: Plane;
  selected: LabelPiece[];
  onClose: () => void;
}) {
  const { t } = useTranslation('projects');
  const projectName = useProjectDetail(plane.projectId).data?.project.name;
  const names = projectName === undefined ? null : { projectName, planeName: plane.planeName };
  return (
    <Modal
      open
      title={t('pieceLabels.title', { plane: plane.planeName })}
      onCancel={onClose}
      width="min(960px, 96vw)"
      footer={null}
    >
      {!names ? (
        <Spin />
      ) : selected.length ? (
        <LabelsBody labels={labelsOf(selected, names)} ready />
      ) : (
        <PlaneLabels plane={plane} names={names} />
      )}
    </Modal>
  );
}
