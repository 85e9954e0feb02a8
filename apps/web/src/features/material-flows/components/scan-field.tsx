import { ScanOutlined } from '@ant-design/icons';
import { Alert, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';

type Props = {
  placeholder: string;
  /** Resolves when the scan was taken; a rejection's message is shown under the field. */
  onScan: (barcode: string) => Promise<unknown>;
  id?: string;
  autoFocus?: boolean;
  disabled?: boolean;
};

/**
 * A barcode field for a hand scanner: the scanner types the code and presses Enter. Each scan
 * clears the field and keeps the focus there, so the next slab can be scanned at once.
 */
export function ScanField({ placeholder, onScan, id, autoFocus = true, disabled }: Props) {
  const input = useRef<InputRef>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (autoFocus && !disabled) input.current?.focus();
  }, [autoFocus, disabled]);

  const submit = async () => {
    const barcode = value.trim();
    if (!barcode || busy) return;
    setBusy(true);
    setError(null);
    setValue('');
    try {
      await onScan(barcode);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  return (
    <div className="flow-scan">
      <Input
        ref={input}
        id={id}
        size="large"
        allowClear
        prefix={<ScanOutlined />}
        placeholder={placeholder}
        aria-label={placeholder}
        value={value}
        disabled={disabled}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={() => void submit()}
      />
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </div>
  );
}
