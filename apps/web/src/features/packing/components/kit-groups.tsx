import { Button, Card, Empty, List, Modal, Progress, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupPiece, KitGroup } from '@stone/shared/packing/packing';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { PIECE_STATUS } from '../../../components/piece-status/piece-status.ts';
import { useCheckGroup, useKitGroups } from '../api.ts';
import { PACK_STATE } from '../packing-status.ts';

/** A group's name: its planned box, or its plane when the project has no packing list. */
export function useGroupName() {
  const { t } = useTranslation('packing');
  return (g: KitGroup) =>
    g.boxNo !== null
      ? t('groups.box', { no: g.boxNo })
      : t('groups.plane', { name: g.planeNames.join(', ') });
}

/** The project's kit groups with pack state and progress; a lead checks a group for what is missing. */
export function KitGroups({ projectId, canCheck }: { projectId: string; canCheck: boolean }) {
  const { t } = useTranslation('packing');
  const groups = useKitGroups(projectId);
  const check = useCheckGroup();
  const name = useGroupName();
  const [missing, setMissing] = useState<{ group: string; pieces: GroupPiece[] } | null>(null);
  const columns = [
    {
      key: 'group',
      title: t('groups.group'),
      width: 200,
      ellipsis: true,
      render: (_: unknown, g: KitGroup) => name(g),
    },
    {
      key: 'state',
      title: t('groups.state'),
      width: 110,
      render: (_: unknown, g: KitGroup) => <StatusTag status={PACK_STATE} value={g.state} />,
    },
    {
      key: 'progress',
      title: t('groups.progress'),
      width: 240,
      render: (_: unknown, g: KitGroup) => (
        <>
          <Progress
            size="small"
            percent={
              g.pieceCount
                ? Math.round((100 * (g.completeCount + g.checkedCount)) / g.pieceCount)
                : 0
            }
            success={{
              percent: g.pieceCount ? Math.round((100 * g.packedCount) / g.pieceCount) : 0,
            }}
            showInfo={false}
          />
          <Typography.Text type="secondary">
            {t('groups.counts', {
              checked: g.checkedCount,
              complete: g.completeCount,
              packed: g.packedCount,
              pieces: g.pieceCount,
            })}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'actions',
      title: '',
      width: 120,
      fixed: 'right' as const,
      render: (_: unknown, g: KitGroup) =>
        canCheck && (g.state === 'toAlign' || g.state === 'aligning') ? (
          <Button
            size="small"
            loading={check.isPending && check.variables?.groupKey === g.key}
            onClick={() =>
              void check
                .mutateAsync({ projectId, groupKey: g.key })
                .then(
                  (r) => r.result === 'short' && setMissing({ group: name(g), pieces: r.missing }),
                )
                .catch(() => undefined)
            }
          >
            {t('groups.check')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Card variant="borderless" title={t('groups.title')} className="pack-groups">
      {groups.data && groups.data.groups.length === 0 ? (
        <Empty description={t('groups.empty')} />
      ) : (
        <Table<KitGroup>
          size="small"
          rowKey="key"
          loading={groups.isLoading}
          columns={columns}
          dataSource={groups.data?.groups ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
        />
      )}
      <Modal
        open={missing !== null}
        title={
          missing
            ? `${missing.group} — ${t('groups.missingTitle', { count: missing.pieces.length })}`
            : ''
        }
        footer={null}
        onCancel={() => setMissing(null)}
      >
        <List
          size="small"
          dataSource={missing?.pieces ?? []}
          renderItem={(p) => (
            <List.Item data-testid="missing-piece">
              <b>{p.code}</b> <StatusTag status={PIECE_STATUS} value={p.status} />{' '}
              {p.ready
                ? t('groups.ready')
                : p.nextStep
                  ? t('groups.needs', { step: p.nextStep })
                  : ''}
            </List.Item>
          )}
        />
      </Modal>
    </Card>
  );
}
