import type { BigSlabItem } from '@stone/shared/materials/slabs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RowActions, type RowAction } from '../../../components/crud/row-actions.tsx';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useDeleteSlab } from '../api.ts';
import { SLAB_DETAIL_ROUTE, STOCK_ROUTE } from '../material-routes.ts';

/** Slabs being cut or cut are history: the server refuses to edit them, so the link is not shown. */
const LOCKED = new Set(['cutting', 'cut']);

export function SlabRowActions({
  slab,
  onEdit,
}: {
  slab: BigSlabItem;
  onEdit: (id: string) => void;
}) {
  const { t } = useTranslation('materials');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const remove = useDeleteSlab();
  const actions: RowAction[] = [
    {
      key: 'detail',
      label: t('actions.detail'),
      onClick: () => void navigate(SLAB_DETAIL_ROUTE.to({ id: slab.id })),
    },
  ];
  if (!LOCKED.has(slab.status))
    actions.push({
      key: 'edit',
      label: t('actions.edit'),
      perm: STOCK_ROUTE.perm.edit,
      onClick: () => onEdit(slab.id),
    });
  // Only a slab still available may be deleted (the server says so too).
  if (slab.status === 'available')
    actions.push({
      key: 'delete',
      label: t('actions.delete'),
      danger: true,
      perm: STOCK_ROUTE.perm.delete,
      onClick: () =>
        confirm(t('confirm.delete', { barcode: slab.barcode }), () =>
          remove.mutateAsync({ id: slab.id, version: slab.version }),
        ),
    });
  return <RowActions actions={actions} />;
}
