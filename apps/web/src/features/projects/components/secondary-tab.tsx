import { Button, Flex, Space, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PIECE_PROGRESS_EVENT, type PieceProgressData } from '@stone/shared/production/live-events';
import { useLiveEvents } from '../../../lib/use-live-events.ts';
import { projectKeys } from '../api.ts';
import { useTranslation } from 'react-i18next';
import { SECONDARY_BUCKETS, type SecondProgressData } from '@stone/shared/projects/secondary';
import { useUserInfo } from '../../../lib/session.ts';
import { useSecondProgress } from '../secondary-api.ts';
import { AbnormalPieces } from './abnormal-pieces.tsx';
import { SecondaryPiecesModal, type SecondaryCell } from './secondary-pieces-modal.tsx';
import { TabEmpty } from './tab-empty.tsx';

type PlaneRow = SecondProgressData['planes'][number];
const BUCKET_COLOR = { toProcess: undefined, inProgress: '#722ed1', done: '#389e0d' } as const;

/** The second-processing tab (issue 18): page flag 303 opens it. */
export function SecondaryTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const user = useUserInfo().data;
  if (!user?.pageFlags.module303) return <TabEmpty text={t('secondary.notInPlan')} />;
  return <SecondaryGrid projectId={projectId} />;
}

/** Per plane × secondary process: to process / in progress / done, each opening its pieces. */
function SecondaryGrid({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const progress = useSecondProgress(projectId);
  const [cell, setCell] = useState<SecondaryCell | null>(null);
  useLiveRefresh(projectId);
  if (!progress.data) return <Spin />;
  const { processes, planes } = progress.data;
  const columns: TableColumnsType<PlaneRow> = [
    {
      key: 'plane',
      dataIndex: 'planeName',
      title: t('secondary.plane'),
      width: 160,
      fixed: 'left',
    },
    ...processes.map((p, i) => ({
      key: p.processId,
      title: `${p.name} (${p.code})`,
      width: 200,
      render: (_v: unknown, row: PlaneRow) => {
        const counts = row.cells[i];
        if (!counts) return '–';
        return (
          <Space size={2} wrap>
            {SECONDARY_BUCKETS.map((bucket) => (
              <Button
                key={bucket}
                type="link"
                size="small"
                style={{ paddingInline: 4, color: BUCKET_COLOR[bucket] }}
                disabled={counts[bucket] === 0}
                aria-label={`${row.planeName} ${p.name} ${t(`secondary.${bucket}`)} ${counts[bucket]}`}
                onClick={() =>
                  setCell({
                    planeId: row.planeId,
                    planeName: row.planeName,
                    processId: p.processId,
                    processName: p.name,
                    bucket,
                  })
                }
              >
                {t(`secondary.${bucket}`)} {counts[bucket]}
              </Button>
            ))}
          </Space>
        );
      },
    })),
  ];
  return (
    <Flex vertical gap="middle">
      {processes.length === 0 ? (
        <TabEmpty text={t('secondary.empty')} />
      ) : (
        <div>
          <Typography.Text type="secondary">{t('secondary.legend')}</Typography.Text>
          <Table<PlaneRow>
            size="small"
            rowKey="planeId"
            pagination={false}
            columns={columns}
            dataSource={planes}
            loading={progress.isFetching}
            scroll={{ x: 'max-content' }}
          />
        </div>
      )}
      <AbnormalPieces projectId={projectId} />
      {cell ? (
        <SecondaryPiecesModal projectId={projectId} cell={cell} onClose={() => setCell(null)} />
      ) : null}
    </Flex>
  );
}

const LIVE_TYPES = [PIECE_PROGRESS_EVENT];
const LIVE_READS = [
  'webSecondProcess/getSolutionSecondProgress',
  'webSecondProcess/getSecondProgressPieces',
  'webSecondProcess/getAbnormalPieces',
] as const;

/** A report, bind or pack of this project's pieces refreshes the tab (a burst is one refresh). */
function useLiveRefresh(projectId: string) {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = () => {
    clearTimeout(timer.current);
    // Only the tab's own reads: the grid, its open cell and the abnormal list.
    timer.current = setTimeout(() => {
      for (const path of LIVE_READS)
        void client.invalidateQueries({ queryKey: projectKeys.of(path) });
    }, 300);
  };
  useLiveEvents(
    LIVE_TYPES,
    (message) => {
      if ((message.data as Partial<PieceProgressData> | null)?.projectId === projectId) refresh();
    },
    refresh,
  );
}
