import { CloseOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MATERIAL_LIMITS } from '@stone/shared/materials/enums';
import { ImageUpload } from '../../../components/crud/image-upload.tsx';

type Props = {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Thumbnails of photos already stored, by file id (from the slab's detail). */
  thumbs?: Record<string, string>;
};

/** Up to nine photos, each through the app's one image upload (type and size checked there). */
export function PhotosField({ value = [], onChange, thumbs = {} }: Props) {
  const { t } = useTranslation('materials');
  // Thumbnails of photos uploaded while the form is open, beside those already stored.
  const [added, setAdded] = useState<Record<string, string>>({});
  const thumbOf = (id: string) => added[id] ?? thumbs[id] ?? null;
  return (
    <Space wrap>
      {value.map((id) => (
        <div key={id} style={{ position: 'relative' }}>
          <ImageUpload
            purpose="slabPhoto"
            value={id}
            previewUrl={thumbOf(id)}
            label={t('actions.addPhoto')}
            disabled
          />
          <Button
            size="small"
            shape="circle"
            icon={<CloseOutlined />}
            aria-label={t('actions.removeDefect')}
            style={{ position: 'absolute', top: 0, right: 0 }}
            onClick={() => onChange?.(value.filter((v) => v !== id))}
          />
        </div>
      ))}
      {value.length < MATERIAL_LIMITS.photosMax && (
        <ImageUpload
          key={value.length}
          purpose="slabPhoto"
          label={t('actions.addPhoto')}
          onChange={(id) => id && onChange?.([...value, id])}
          onUploaded={(file) => setAdded((prev) => ({ ...prev, [file.fileId]: file.thumbUrl }))}
        />
      )}
    </Space>
  );
}
