import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { App, Button, Input, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { frameListBody, type FrameItem } from '@stone/shared/frames/frames';
import { FRAME_CIRCULATION, FRAME_STAGES } from '@stone/shared/frames/enums';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import {
  useCreateFrames,
  useDeleteFrame,
  useFrameList,
  useRestoreFrame,
  useReturnFrame,
  useUpdateFrame,
} from '../api.ts';
import { FRAME_DETAIL_ROUTE, FRAME_ROUTE } from '../frame-routes.ts';
import { FrameFormModal, type FrameFormValues } from './frame-form-modal.tsx';
import { FrameLabelsModal } from './frame-labels-modal.tsx';
import { CirculationTag, FrameStatusTags } from './frame-status.tsx';

type Editing = { frame: FrameItem | null } | null;

/** Frames: search, batch create, labels, edit, return (confirmed), put back, delete unused. */
export function FrameList() {
  const { t } = useTranslation('frames');
  const { message } = App.useApp();
  const can = useCan();
  const canEdit = can(...FRAME_ROUTE.perm.edit);
  const confirm = useConfirm();
  const list = useListScreen(frameListBody);
  const query = useFrameList(list.body);
  const create = useCreateFrames();
  const update = useUpdateFrame();
  const remove = useDeleteFrame();
  const giveBack = useReturnFrame();
  const restore = useRestoreFrame();
  const [editing, setEditing] = useState<Editing>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [printing, setPrinting] = useState(false);
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

  const save = async (v: FrameFormValues) => {
    const frame = editing?.frame;
    if (frame) {
      await update.mutateAsync({
        id: frame.id,
        version: frame.version,
        classNo: v.classNo ?? '',
        returnable: v.returnable,
        location: v.location ?? '',
      });
    } else {
      const made = await create.mutateAsync({
        count: v.count,
        classNo: v.classNo ?? '',
        returnable: v.returnable,
        location: v.location ?? '',
      });
      void message.success(t('create.done', { first: made.numbers[0], last: made.numbers.at(-1) }));
    }
    setEditing(null);
  };

  const columns: TableColumnsType<FrameItem> = [
    {
      key: 'number',
      dataIndex: 'number',
      title: t('field.number'),
      sorter: true,
      width: 100,
      render: (v: string, f) => <Link to={FRAME_DETAIL_ROUTE.to({ id: f.id })}>{v}</Link>,
    },
    { key: 'classNo', dataIndex: 'classNo', title: t('field.classNo'), width: 100 },
    {
      key: 'scanCode',
      dataIndex: 'scanCode',
      title: t('field.scanCode'),
      width: 110,
      hidden: true,
    },
    { key: 'location', dataIndex: 'location', title: t('field.location'), width: 130 },
    { key: 'projectName', dataIndex: 'projectName', title: t('field.project'), width: 150 },
    { key: 'planeName', dataIndex: 'planeName', title: t('field.plane'), width: 110, hidden: true },
    {
      key: 'status',
      title: t('field.status'),
      width: 240,
      render: (_: unknown, f) => <FrameStatusTags status={f.status} />,
    },
    {
      key: 'pieceCount',
      dataIndex: 'pieceCount',
      title: t('field.pieceCount'),
      width: 80,
      align: 'right',
    },
    {
      key: 'circulation',
      title: t('field.circulation'),
      width: 100,
      render: (_: unknown, f) => <CirculationTag frame={f} />,
    },
    {
      key: 'returnable',
      dataIndex: 'returnable',
      title: t('field.returnable'),
      width: 80,
      hidden: true,
      render: (v: boolean) => t(v ? 'yesNo.yes' : 'yesNo.no'),
    },
    {
      key: 'operatorName',
      dataIndex: 'operatorName',
      title: t('field.operator'),
      width: 100,
      hidden: true,
    },
    {
      key: 'updatedAt',
      dataIndex: 'updatedAt',
      title: t('field.updatedAt'),
      width: 170,
      hidden: true,
      sorter: true,
    },
    {
      key: 'actions',
      title: '',
      width: 180,
      render: (_: unknown, f) =>
        canEdit ? (
          <Space size={4} wrap={false}>
            <Button size="small" type="link" onClick={() => setEditing({ frame: f })}>
              {t('action.edit')}
            </Button>
            {f.returned ? (
              <Button
                size="small"
                type="link"
                onClick={() => void restore.mutateAsync({ id: f.id, version: f.version })}
              >
                {t('action.restore')}
              </Button>
            ) : f.returnable ? (
              <Button
                size="small"
                type="link"
                onClick={() =>
                  confirm(t('confirm.return', { number: f.number }), () =>
                    giveBack.mutateAsync({ id: f.id, version: f.version }),
                  )
                }
              >
                {t('action.return')}
              </Button>
            ) : null}
            {!f.used && (
              <Button
                size="small"
                type="link"
                danger
                onClick={() =>
                  confirm(t('confirm.delete', { number: f.number }), () =>
                    remove.mutateAsync({ id: f.id, version: f.version }),
                  )
                }
              >
                {t('action.delete')}
              </Button>
            )}
          </Space>
        ) : (
          <Link to={FRAME_DETAIL_ROUTE.to({ id: f.id })}>{t('action.detail')}</Link>
        ),
    },
  ];

  return (
    <div className="frame-list">
      <SearchForm
        fields={[
          {
            name: 'keyword',
            label: t('field.keyword'),
            input: <Input allowClear style={{ width: 200 }} />,
          },
          {
            name: 'circulation',
            label: t('field.circulation'),
            input: (
              <Select
                allowClear
                style={{ minWidth: 120 }}
                options={FRAME_CIRCULATION.map((c) => ({ value: c, label: t(`circulation.${c}`) }))}
              />
            ),
            toText: text,
          },
          {
            name: 'stage',
            label: t('field.stage'),
            input: (
              <Select
                allowClear
                style={{ minWidth: 140 }}
                options={FRAME_STAGES.map((s) => ({ value: s, label: t(`stage.${s}`) }))}
              />
            ),
            toText: text,
          },
        ]}
        values={list.params.filters}
        onSearch={(v) => list.setFilters(v)}
        onRefresh={() => void query.refetch()}
      />
      <Space className="frame-list__toolbar" wrap>
        {canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ frame: null })}
          >
            {t('action.create')}
          </Button>
        )}
        <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
          {t('action.labels')}
        </Button>
      </Space>
      <CrudTable<FrameItem>
        tableId="frames"
        rowKey="id"
        columns={columns}
        data={query.data}
        loading={query.isFetching}
        params={list.params}
        onPage={list.onPage}
        onSort={list.onSort}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          preserveSelectedRowKeys: true,
        }}
      />
      <FrameFormModal
        frame={editing?.frame ?? null}
        open={editing !== null}
        saving={create.isPending || update.isPending}
        onCancel={() => setEditing(null)}
        onSave={(v) => void save(v).catch(() => undefined)}
      />
      <FrameLabelsModal ids={selected} open={printing} onClose={() => setPrinting(false)} />
    </div>
  );
}
