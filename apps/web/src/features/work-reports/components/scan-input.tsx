import { ScanOutlined } from '@ant-design/icons';
import { Input, type InputRef } from 'antd';
import { useEffect, useState, type Ref } from 'react';

type Props = {
  placeholder: string;
  onScan: (text: string) => void;
  ref: Ref<InputRef>;
};

/**
 * The scanner's field: a hand scanner types the label and presses Enter. Enter hands the text
 * on and empties the field at once, without waiting for the server, so the next label can be
 * scanned while the last one is still being reported; the panel puts the focus back here.
 */
export function ScanInput({ placeholder, onScan, ref }: Props) {
  const [value, setValue] = useState('');
  useEffect(() => {
    if (ref && typeof ref === 'object') ref.current?.focus();
  }, [ref]);
  const submit = () => {
    const text = value.trim();
    setValue('');
    if (text) onScan(text);
  };
  return (
    <Input
      ref={ref}
      className="work-scan__input"
      size="large"
      prefix={<ScanOutlined />}
      placeholder={placeholder}
      aria-label={placeholder}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      enterKeyHint="done"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onPressEnter={submit}
    />
  );
}
