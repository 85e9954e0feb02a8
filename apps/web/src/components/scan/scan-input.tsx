import { ScanOutlined } from '@ant-design/icons';
import { Input, type InputRef } from 'antd';
import { useEffect, useState, type Ref } from 'react';

type Props = {
  placeholder: string;
  onScan: (text: string) => void;
  ref: Ref<InputRef>;
  /** The screen's own class, which its e2e tests and styles find the field by. */
  className: string;
};

/**
 * The scanner's field: a hand scanner types the label and presses Enter. Enter hands the text
 * on and empties the field at once, without waiting for the server, so the next label can be
 * scanned while the last one is still being answered; the panel puts the focus back here. Every
 * scan screen (work reports, frames, packing) types into one of these.
 */
export function ScanInput({ placeholder, onScan, ref, className }: Props) {
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
      className={className}
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
