import { Button, Empty, Input, List } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataOf } from '@stone/shared';
import { useApplyJoinOrg, useSearchOrg } from '../api.ts';

type Found = DataOf<'webOrg/searchOrg'>['list'];

/** Find an enterprise by name and apply to join it; my applications refresh by themselves. */
export function JoinOrgPanel() {
  const { t } = useTranslation(['aboutCompany', 'messages']);
  const searchOrg = useSearchOrg();
  const applyJoinOrg = useApplyJoinOrg();
  const [results, setResults] = useState<Found | null>(null);
  const [searching, setSearching] = useState(false);
  const [applyingId, setApplyingId] = useState<string | null>(null);

  const onSearch = async (value: string) => {
    const name = value.trim();
    if (!name) return;
    setSearching(true);
    try {
      setResults((await searchOrg.mutateAsync({ name })).list);
    } catch {
      setResults([]);
    } finally {
      setSearching(false);
    }
  };

  const onApply = async (orgId: string) => {
    setApplyingId(orgId);
    try {
      await applyJoinOrg.mutateAsync({ orgId });
    } catch {
      // The API client has shown why ("application failed", already pending…).
    } finally {
      setApplyingId(null);
    }
  };

  return (
    <div>
      <Input.Search
        placeholder={t('join.search')}
        aria-label={t('join.search')}
        enterButton={t('join.searchButton')}
        loading={searching}
        onSearch={(value) => void onSearch(value)}
        maxLength={50}
      />
      {results === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('join.prompt')} />
      ) : results.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages:org.notFound')} />
      ) : (
        <List
          dataSource={results}
          rowKey="orgId"
          renderItem={(org) => (
            <List.Item
              actions={[
                <Button
                  key="apply"
                  type="link"
                  loading={applyingId === org.orgId}
                  onClick={() => void onApply(org.orgId)}
                >
                  {t('join.apply')}
                </Button>,
              ]}
            >
              {org.name}
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
