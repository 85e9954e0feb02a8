import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../components/crud/use-permission.ts';
import { BoxTable } from '../components/box-table.tsx';
import { KitGroups } from '../components/kit-groups.tsx';
import { PackGate } from '../components/pack-gate.tsx';
import { ProjectPicker } from '../components/project-picker.tsx';
import { PackScanPanel } from '../components/scan-panel.tsx';
import '../packing-locales.ts';
import { MES_PACK_ROUTE } from '../packing-routes.ts';
import '../packing.css';

/**
 * /mesPack (issue 18): choose a project, then kit-check and pack by scan (the panel works at
 * phone width), with the project's kit groups and wooden boxes beside it on a desktop.
 */
export default function MesPackPage() {
  return (
    <PackGate>
      <MesPack />
    </PackGate>
  );
}

function MesPack() {
  const { t } = useTranslation('packing');
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const canCheck = can(...MES_PACK_ROUTE.perm.check);
  const canPack = can(...MES_PACK_ROUTE.perm.pack);
  return (
    <div className={`pack-page${projectId ? ' pack-page--project' : ''}`}>
      <div className="pack-page__side">
        <ProjectPicker
          value={projectId}
          onChange={(id) => setParams({ projectId: id }, { replace: true })}
        />
        <PackScanPanel canCheck={canCheck} canPack={canPack} />
      </div>
      {projectId ? (
        <div className="pack-page__main">
          <KitGroups projectId={projectId} canCheck={canCheck} />
          <BoxTable
            projectId={projectId}
            canCreate={can(...MES_PACK_ROUTE.perm.boxes)}
            canPack={canPack}
          />
        </div>
      ) : (
        <Empty description={t('projects.choose')} />
      )}
    </div>
  );
}
