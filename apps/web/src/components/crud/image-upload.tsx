import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Upload } from 'antd';
import { useState } from 'react';
import { FILE_LIMITS, type FilePurpose } from '@stone/shared/enterprise/limits';
import { translateMessage } from '../../lib/i18n.ts';
import type { UploadFileData } from '@stone/shared/files';
import { uploadFile } from './upload-file.ts';

const ACCEPT = '.jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp';
const NAME_OK = /\.(jpe?g|png|bmp)$/i;

type Props = {
  purpose: FilePurpose;
  /** The stored file id (the form value). */
  value?: string | null;
  onChange?: (fileId: string | null) => void;
  /** What to show for the current value (a signed thumbnail address). */
  previewUrl?: string | null;
  label: string;
  disabled?: boolean;
  /** The whole upload answer (its thumbnail address), for fields holding several images. */
  onUploaded?: (file: UploadFileData) => void;
};

/**
 * One image field: checks type and size here for a quick answer (the server checks the content
 * again), uploads at once, and holds the new file id as the form value.
 */
export function ImageUpload(props: Props) {
  const { purpose, value, onChange, previewUrl, label, disabled, onUploaded } = props;
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const shown = preview ?? (value ? previewUrl : null);

  const beforeUpload = (file: File) => {
    if (!NAME_OK.test(file.name)) void message.error(translateMessage('file.badType'));
    else if (file.size > FILE_LIMITS[purpose].maxBytes)
      void message.error(translateMessage('file.tooLarge'));
    else void send(file);
    // antd never uploads by itself: the API client does, so errors read the same everywhere.
    return false;
  };
  const send = async (file: File) => {
    setBusy(true);
    try {
      const uploaded = await uploadFile(purpose, file);
      setPreview(uploaded.thumbUrl);
      onChange?.(uploaded.fileId);
      onUploaded?.(uploaded);
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Upload
      listType="picture-card"
      accept={ACCEPT}
      showUploadList={false}
      beforeUpload={beforeUpload}
      disabled={disabled || busy}
    >
      {shown ? (
        <img
          src={shown}
          alt={label}
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <div>
          {busy ? <LoadingOutlined /> : <PlusOutlined />}
          <div style={{ marginTop: 8 }}>{label}</div>
        </div>
      )}
    </Upload>
  );
}
