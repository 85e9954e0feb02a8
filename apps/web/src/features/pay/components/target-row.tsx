import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataOf } from '@stone/shared';
import type { TargetModule } from '@stone/shared/pay/pay';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useCreateTarget, useDeleteTarget, useUpdateTarget } from '../api.ts';
import { TARGETS_ROUTE } from '../pay-routes.ts';

type Target = DataOf<'webMonthStandard/getTargets'>['list'][number];

/** One module's target of the month, edited inline: saving creates it or writes its version. */
export function TargetEditor(p: { month: string; module: TargetModule; target?: Target }) {
  const { t } = useTranslation('pay');
  const can = useCan();
  const confirm = useConfirm();
  const create = useCreateTarget();
  const update = useUpdateTarget();
  const remove = useDeleteTarget();
  const [value, setValue] = useState(p.target?.value ?? '');
  const label = `${t(`modules.${p.module}`)} ${t('fields.value')}`;
  if (!can(...TARGETS_ROUTE.perm.edit))
    return <span>{p.target?.value ?? t('targets.notSet')}</span>;
  const save = () =>
    p.target
      ? update.mutateAsync({ id: p.target.id, version: p.target.version, value })
      : create.mutateAsync({ month: p.month, module: p.module, value });
  return (
    <Space>
      <Input
        aria-label={label}
        value={value}
        placeholder={t('targets.notSet')}
        style={{ width: 140 }}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button
        type="primary"
        loading={create.isPending || update.isPending}
        onClick={() => void save().catch(() => undefined)}
      >
        {t('targets.save')}
      </Button>
      {p.target ? (
        <Button
          danger
          onClick={() =>
            confirm(t('targets.confirmDelete'), () =>
              remove.mutateAsync({ id: p.target!.id, version: p.target!.version }),
            )
          }
        >
          {t('targets.delete')}
        </Button>
      ) : null}
    </Space>
  );
}
