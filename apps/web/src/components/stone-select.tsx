import { Select, type SelectProps } from 'antd';
import { stoneLabel, type StoneChoice } from '@stone/shared/materials/stones';

type Props = Omit<SelectProps<string>, 'options' | 'showSearch'> & { stones: StoneChoice[] };

/**
 * A material from the enterprise's stone catalogue (issue 23): one searchable select that finds
 * it by its Chinese name, its English name or its code, and holds its id, never its text.
 */
export function StoneSelect({ stones, ...props }: Props) {
  return (
    <Select<string>
      {...props}
      showSearch={{
        filterOption: (input, option) =>
          String(option?.search ?? '').includes(input.trim().toLowerCase()),
      }}
      options={stones.map((s) => ({
        value: s.id,
        label: stoneLabel(s),
        search: `${s.nameZh} ${s.nameEn} ${s.code}`.toLowerCase(),
      }))}
    />
  );
}
