import { ReloadOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Checkbox,
  Empty,
  Input,
  Pagination,
  Result,
  Skeleton,
  Typography,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { productionControlBody } from '@stone/shared/production/control';
import { PIECE_PROGRESS_EVENT } from '@stone/shared/production/live-events';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useLiveEvents } from '../../../lib/use-live-events.ts';
import { controlKeys, useProductionControl } from '../api.ts';
import { LiveIndicator } from '../components/live-indicator.tsx';
import { ProjectCard } from '../components/project-card.tsx';
import '../production-control.css';

const LIVE_TYPES = [PIECE_PROGRESS_EVENT];
/** Events come in bursts (a batch of scans): one refetch per burst. */
export const REFETCH_DEBOUNCE_MS = 300;

/** Refetches once `delayMs` after the last call; pending work is dropped on unmount. */
function useDebounced(run: () => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), delayMs);
  }, [delayMs]);
}

/**
 * /newMes (issue 18): every live project by plane, late risk first, with planned, cut,
 * secondary and boxed progress and the frames in circulation. A cut, report, bind, move, kit
 * check or pack anywhere in the enterprise reaches the screen as a live event, and the page is
 * read again (debounced); a reconnect that may have missed events reloads it too.
 */
export default function NewMesPage() {
  const { t } = useTranslation('productionControl');
  const list = useListScreen(productionControlBody);
  const control = useProductionControl(list.body);
  const client = useQueryClient();
  const refetch = useDebounced(
    () => void client.invalidateQueries({ queryKey: controlKeys.all }),
    REFETCH_DEBOUNCE_MS,
  );
  const status = useLiveEvents(LIVE_TYPES, refetch, refetch);
  const data = control.data;
  const filtered = Boolean(list.body.keyword) || Boolean(list.body.atRiskOnly);

  return (
    <div className="control-page">
      <div className="control-toolbar">
        <Typography.Text className="control-summary">
          {data &&
            t('summary', { total: data.total, high: data.highRisk, medium: data.mediumRisk })}
        </Typography.Text>
        <LiveIndicator status={status} />
        <Input.Search
          aria-label={t('keyword')}
          placeholder={t('keywordPlaceholder')}
          allowClear
          defaultValue={list.body.keyword ?? ''}
          onSearch={(keyword) => list.update({ keyword: keyword.trim() || undefined })}
          style={{ width: 260 }}
        />
        <Checkbox
          checked={list.body.atRiskOnly === true}
          onChange={(e) => list.update({ atRiskOnly: e.target.checked || undefined })}
        >
          {t('atRiskOnly')}
        </Checkbox>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void control.refetch()}
          loading={control.isFetching}
        >
          {t('refresh')}
        </Button>
      </div>
      {control.isPending ? (
        <Card variant="borderless">
          <Skeleton active />
        </Card>
      ) : control.isError && !data ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void control.refetch()}>{t('retry')}</Button>}
        />
      ) : data && data.list.length === 0 ? (
        <Card variant="borderless">
          <Empty description={filtered ? t('emptyFiltered') : t('empty')} />
        </Card>
      ) : (
        <>
          <div className="control-list">
            {data?.list.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </div>
          <div className="control-pager">
            <Pagination
              current={list.params.pageNum}
              pageSize={list.params.pageSize}
              total={data?.total ?? 0}
              pageSizeOptions={[10, 20, 50]}
              showSizeChanger
              onChange={list.onPage}
            />
          </div>
        </>
      )}
    </div>
  );
}
