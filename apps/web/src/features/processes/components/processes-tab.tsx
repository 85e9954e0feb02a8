import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProcessItem } from '@stone/shared/processes/processes';
import { PROCESSES } from '@stone/shared/processes/processes';
import { CrudScreen } from '../../../components/crud/crud-screen.tsx';
import { crudPerms } from '../../../components/crud/route-perms.ts';
import { StatusTag, useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import {
  useCreateProcess,
  useDeleteProcess,
  useProcessFormOptions,
  useProcessList,
  useUpdateProcess,
} from '../api.ts';
import { PROCESS_DETAIL_ROUTE } from '../process-routes.ts';
import {
  FLOW_MODE,
  FLOW_UNIT,
  OUTSOURCING,
  PROCESS_STAGE,
  PROCESS_UNIT,
  REPORT_MODE,
} from '../process-status.ts';
import { ProcessFields } from './process-fields.tsx';

type Values = Omit<ProcessItem, 'id' | 'createdAt' | 'version' | 'totalCost' | 'qrCode'>;

const NEW: Partial<Values> = {
  unit: 'perMetre',
  sizeMinMm: 0,
  flowMode: 'manual',
  flowUnit: 'process',
  reportMode: 'single',
  stage: 'secondary',
  bonding: false,
  outsourcingType: 'labourOnly',
  workshopId: null,
  processingPart: '',
};

/** The processes of the catalogue (product-spec §3): the extras sit in the column chooser. */
export function ProcessesTab() {
  const { t } = useTranslation('processes');
  const list = useListScreen(PROCESSES.schemas.listBody);
  const query = useProcessList(list.body);
  const options = useProcessFormOptions().data;
  const workshops = (options?.workshops ?? []).map((w) => ({
    value: w.id,
    label: w.name || t('process.defaultWorkshop'),
  }));
  const workshopName = (id: string | null) => workshops.find((w) => w.value === id)?.label ?? '—';
  const units = useStatusEnum(PROCESS_UNIT);
  const reportModes = useStatusEnum(REPORT_MODE);
  const create = useCreateProcess();
  const update = useUpdateProcess();
  const remove = useDeleteProcess();
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const tag = (status: Parameters<typeof StatusTag>[0]['status']) => (v: string) => (
    <StatusTag status={status} value={v} />
  );
  const money = { align: 'right' as const, width: 110 };

  return (
    <CrudScreen<ProcessItem, Values>
      tableId="processes"
      list={list}
      query={query}
      perm={crudPerms('codeManagement')}
      texts={{
        add: t('process.add'),
        create: t('process.create'),
        edit: t('process.edit'),
        confirmDelete: (p) => t('process.confirmDelete', { name: p.name }),
      }}
      searchFields={[
        {
          name: 'keyword',
          label: t('process.keyword'),
          input: <Input allowClear maxLength={64} style={{ width: 160 }} />,
        },
        {
          name: 'unit',
          label: t('process.unit'),
          input: <Select allowClear options={units.options} style={{ minWidth: 120 }} />,
          toText: text,
        },
        {
          name: 'reportMode',
          label: t('process.reportMode'),
          input: <Select allowClear options={reportModes.options} style={{ minWidth: 120 }} />,
          toText: text,
        },
      ]}
      columns={[
        {
          key: 'code',
          dataIndex: 'code',
          title: t('process.code'),
          sorter: true,
          render: (v: string, p) => <Link to={PROCESS_DETAIL_ROUTE.to({ id: p.id })}>{v}</Link>,
        },
        { key: 'name', dataIndex: 'name', title: t('process.name'), sorter: true, width: 160 },
        { key: 'fee', dataIndex: 'fee', title: t('process.fee'), sorter: true, ...money },
        { key: 'unit', dataIndex: 'unit', title: t('process.unit'), render: tag(PROCESS_UNIT) },
        {
          key: 'sizeRange',
          title: t('process.sizeRange'),
          width: 130,
          render: (_v, p) => `${p.sizeMinMm}–${p.sizeMaxMm}`,
        },
        {
          key: 'reportMode',
          dataIndex: 'reportMode',
          title: t('process.reportMode'),
          render: tag(REPORT_MODE),
        },
        {
          key: 'stage',
          dataIndex: 'stage',
          title: t('process.stage'),
          hidden: true,
          render: tag(PROCESS_STAGE),
        },
        { key: 'totalCost', dataIndex: 'totalCost', title: t('process.totalCost'), ...money },
        {
          key: 'workshopId',
          dataIndex: 'workshopId',
          title: t('process.workshop'),
          hidden: true,
          render: (v: string | null) => workshopName(v),
        },
        {
          key: 'processingPart',
          dataIndex: 'processingPart',
          title: t('process.processingPart'),
          hidden: true,
        },
        {
          key: 'flowMode',
          dataIndex: 'flowMode',
          title: t('process.flowMode'),
          hidden: true,
          render: tag(FLOW_MODE),
        },
        {
          key: 'flowUnit',
          dataIndex: 'flowUnit',
          title: t('process.flowUnit'),
          hidden: true,
          render: tag(FLOW_UNIT),
        },
        {
          key: 'bonding',
          dataIndex: 'bonding',
          title: t('process.bonding'),
          hidden: true,
          render: (v: boolean) => t(v ? 'common.yes' : 'common.no'),
        },
        {
          key: 'outsourcingType',
          dataIndex: 'outsourcingType',
          title: t('process.outsourcingType'),
          hidden: true,
          width: 160,
          render: tag(OUTSOURCING),
        },
        ...(['outsourcingCost', 'auxiliaryCost', 'workerCost'] as const).map((key) => ({
          key,
          dataIndex: key,
          title: t(`process.${key}`),
          hidden: true,
          ...money,
        })),
        {
          key: 'createdAt',
          dataIndex: 'createdAt',
          title: t('common.createdAt'),
          sorter: true,
          hidden: true,
          width: 170,
          render: (v: string) => formatDateTime(v),
        },
      ]}
      initialValues={(p) => (p ? { ...p } : NEW)}
      fields={(_p, form) => <ProcessFields form={form} workshops={workshops} />}
      save={async (v, p, requestId) => {
        const body = {
          ...NEW,
          ...v,
          processingPart: v.processingPart ?? '',
          workshopId: v.workshopId ?? null,
        };
        const fields = Object.fromEntries(
          Object.keys(PROCESSES.schemas.createBody.shape)
            .filter((k) => k !== 'requestId')
            .map((k) => [k, body[k as keyof typeof body]]),
        ) as Values;
        if (p) await update.mutateAsync({ ...fields, id: p.id, version: p.version });
        else await create.mutateAsync({ ...fields, requestId });
      }}
      remove={(p) => remove.mutateAsync({ id: p.id, version: p.version })}
    />
  );
}
