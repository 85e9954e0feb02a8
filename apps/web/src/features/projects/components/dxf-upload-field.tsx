import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIMITS } from '@stone/shared/projects/enums';
import { uploadFile } from '../../../components/crud/upload-file.ts';
import { checkDxfFile } from './create-validation.ts';
import { DrawingPreview } from './drawing-preview.tsx';
import type { DxfValue } from './preview-selection.ts';

export type { DxfValue };

type Props = { value?: DxfValue | null; onChange?: (value: DxfValue | null) => void };

/**
 * One plane's drawing: .dxf only (checked here first), uploaded at once with a progress bar,
 * then previewed with the choices the create takes (issue 23).
 */
export function DxfUploadField({ value, onChange }: Props) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);

  const send = async (file: File) => {
    setProgress({ name: file.name, percent: 0 });
    try {
      const uploaded = await uploadFile('dxf', file, (f) =>
        setProgress({ name: file.name, percent: Math.round(f * 100) }),
      );
      onChange?.({ fileId: uploaded.fileId, fileName: file.name });
    } catch {
      // The API client already said why.
    } finally {
      setProgress(null);
    }
  };
  const beforeUpload = (file: File) => {
    const check = checkDxfFile(file);
    if (check === 'notDxf') void message.error(t('create.onlyDxf'));
    else if (check === 'tooLarge')
      void message.error(
        t('create.fileTooLarge', { mb: PROJECT_LIMITS.dxfMaxBytes / 1024 / 1024 }),
      );
    else void send(file);
    return false;
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Upload
        accept=".dxf"
        showUploadList={false}
        beforeUpload={beforeUpload}
        disabled={!!progress}
      >
        <Button icon={<UploadOutlined />} loading={!!progress}>
          {t('create.chooseFile')}
        </Button>
      </Upload>
      {progress ? (
        <div>
          <Typography.Text type="secondary">
            {t('create.uploading', { file: progress.name })}
          </Typography.Text>
          <Progress percent={progress.percent} size="small" />
        </div>
      ) : value ? (
        <>
          <Typography.Text data-testid="dxf-file-name">{value.fileName}</Typography.Text>
          <DrawingPreview value={value} onChange={(next) => onChange?.(next)} />
        </>
      ) : null}
    </Space>
  );
}
