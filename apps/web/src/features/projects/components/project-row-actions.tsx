import type { ProjectItem } from '@stone/shared/projects/list';
import { useTranslation } from 'react-i18next';
import { RowActions, type RowAction } from '../../../components/crud/row-actions.tsx';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useApprove, useArchive, useRestore, useTerminate } from '../api.ts';
import { missingText } from './overview-tab.tsx';
import { PROJECT_ROUTE } from '../project-routes.ts';

/** The state changes a project row offers, each after a confirmation and only when allowed. */
export function useProjectActions() {
  const { t } = useTranslation('projects');
  const confirm = useConfirm();
  const approve = useApprove();
  const archive = useArchive();
  const restore = useRestore();
  const terminate = useTerminate();
  const { perm } = PROJECT_ROUTE;

  return (p: ProjectItem): RowAction[] => {
    const body = { id: p.id, version: p.version };
    const ask = (
      key: 'approve' | 'archive' | 'restore' | 'terminate',
      run: () => Promise<unknown>,
      danger = true,
    ) => confirm(t(`confirm.${key}`, { name: p.name }), run, danger);
    const actions: RowAction[] = [];
    const missing = p.approvalMissing ? missingText(p.approvalMissing, t) : '';
    if (!p.archived && !p.terminated && p.reviewState !== 'done')
      actions.push({
        key: 'approve',
        label: t('actions.approve'),
        perm: perm.approve,
        blockedBy: missing ? t('detail.approveBlocked', { what: missing }) : undefined,
        onClick: () => ask('approve', () => approve.mutateAsync(body), false),
      });
    if (p.archived)
      actions.push({
        key: 'restore',
        label: t('actions.restore'),
        perm: perm.archive,
        onClick: () => ask('restore', () => restore.mutateAsync(body), false),
      });
    else
      actions.push({
        key: 'archive',
        label: t('actions.archive'),
        perm: perm.archive,
        onClick: () => ask('archive', () => archive.mutateAsync(body)),
      });
    if (!p.terminated && !p.archived)
      actions.push({
        key: 'terminate',
        label: t('actions.terminate'),
        danger: true,
        perm: perm.terminate,
        onClick: () => ask('terminate', () => terminate.mutateAsync(body)),
      });
    return actions;
  };
}

export function ProjectRowActions({ project }: { project: ProjectItem }) {
  const actionsOf = useProjectActions();
  return <RowActions actions={actionsOf(project)} />;
}
