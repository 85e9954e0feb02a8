import { Card, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePackProjects } from '../api.ts';

/** Projects in production, searched by name or order number, with their packing progress. */
export function ProjectPicker(props: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('packing');
  const [keyword, setKeyword] = useState('');
  const projects = usePackProjects({ pageNum: 1, pageSize: 50, ...(keyword ? { keyword } : {}) });
  const chosen = projects.data?.list.find((p) => p.id === props.value);
  return (
    <Card variant="borderless" title={t('projects.title')}>
      <Select
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        size="large"
        style={{ width: '100%' }}
        aria-label={t('projects.search')}
        placeholder={t('projects.search')}
        loading={projects.isLoading}
        notFoundContent={t('projects.empty')}
        value={props.value || undefined}
        options={(projects.data?.list ?? []).map((p) => ({
          value: p.id,
          label: `${p.orderNo} ${p.name}`,
        }))}
        onChange={props.onChange}
      />
      {chosen && (
        <Typography.Paragraph
          type="secondary"
          style={{ marginTop: 8 }}
          data-testid="project-progress"
        >
          {t('projects.progress', {
            boxed: chosen.boxedCount,
            pieces: chosen.pieceCount,
            boxes: chosen.boxCount,
          })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
