import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useProjectDetail, useSetPieceRotationLock } from '../api.ts';
import { PROJECT_ROUTE } from '../project-routes.ts';

type Props = { projectId: string; selected: string[]; onDone: () => void };

/** The pieces table's cell: a tag for a piece the vein keeps in its drawn orientation. */
export function RotationLockTag({ locked }: { locked: boolean }) {
  const { t } = useTranslation('projects');
  if (!locked) return '–';
  return (
    <Tag icon={<LockOutlined />} color="gold">
      {t('pieceRotation.locked')}
    </Tag>
  );
}

/**
 * Locks or unlocks the selected pieces' rotation (issue 24), for whoever may set their process
 * code. The server sends an approved project back to review when a planned plane changes.
 */
export function PieceRotationBar({ projectId, selected, onDone }: Props) {
  const { t } = useTranslation('projects');
  const can = useCan();
  const project = useProjectDetail(projectId).data?.project;
  const set = useSetPieceRotationLock();
  if (!project || !can(...PROJECT_ROUTE.perm.edit) || project.archived || project.terminated)
    return null;
  const apply = (locked: boolean) =>
    set
      .mutateAsync({ id: projectId, version: project.version, locked, pieceIds: selected })
      .then(onDone);
  const disabled = selected.length === 0;
  return (
    <Tooltip title={t('pieceRotation.hint')}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button
          icon={<LockOutlined />}
          disabled={disabled}
          loading={set.isPending}
          onClick={() => void apply(true)}
        >
          {t('pieceRotation.lockSelected')}
        </Button>
        <Button
          icon={<UnlockOutlined />}
          disabled={disabled}
          loading={set.isPending}
          onClick={() => void apply(false)}
        >
          {t('pieceRotation.unlockSelected')}
        </Button>
      </Space>
    </Tooltip>
  );
}
