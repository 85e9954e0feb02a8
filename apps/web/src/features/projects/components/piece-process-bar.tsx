import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useProcessChoices, useProjectDetail, useSetPieceProcessCode } from '../api.ts';
import { PROJECT_ROUTE } from '../project-routes.ts';
import { PasteProcessCodes } from './paste-process-codes.tsx';

type Props = { projectId: string; planeId: string; selected: string[]; onDone: () => void };

/**
 * Gives pieces a process code of the catalogue (issue 17): the selected ones, or the whole
 * plane. Packing by process boxes pieces by this code.
 */
export function PieceProcessBar({ projectId, planeId, selected, onDone }: Props) {
  const { t } = useTranslation('projects');
  const can = useCan();
  const project = useProjectDetail(projectId).data?.project;
  const codes = useProcessChoices().data?.processCodes ?? [];
  const set = useSetPieceProcessCode();
  const [code, setCode] = useState('');
  if (!project || !can(...PROJECT_ROUTE.perm.edit) || project.archived || project.terminated)
    return null;
  const apply = (scope: { pieceIds: string[] } | { planeId: string }) =>
    set
      .mutateAsync({ id: projectId, version: project.version, processCode: code, ...scope })
      .then(onDone);
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <Select
        aria-label={t('pieceProcess.label')}
        style={{ minWidth: 200 }}
        value={code}
        onChange={setCode}
        showSearch={{ optionFilterProp: 'label' }}
        options={[
          { value: '', label: t('pieceProcess.none') },
          ...codes.map((c) => ({ value: c.code, label: `${c.code} ${c.name}` })),
        ]}
      />
      <Button
        disabled={selected.length === 0}
        loading={set.isPending}
        onClick={() => void apply({ pieceIds: selected })}
      >
        {t('pieceProcess.applySelected')}
      </Button>
      <Button loading={set.isPending} onClick={() => void apply({ planeId })}>
        {t('pieceProcess.applyPlane')}
      </Button>
      <PasteProcessCodes projectId={projectId} version={project.version} />
    </Space>
  );
}
