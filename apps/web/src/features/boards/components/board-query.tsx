import { Button, Result, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A board's read: skeleton first, a retry on failure, the last figures kept while refetching. */
export function BoardQuery<T>(props: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('boards');
  const { query } = props;
  if (query.data !== undefined) return <>{props.children(query.data)}</>;
  if (query.isError)
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      />
    );
  return <Skeleton active />;
}
