import type { TextKey } from '../../lib/any-text.ts';

/** One status value's look: an Ant Design tag colour and its i18n key (`ns:path`). */
export type StatusLook = { color: string; labelKey: TextKey };

export type StatusEnum<V extends string> = {
  values: readonly V[];
  looks: Record<V, StatusLook>;
  /** Narrow an unknown text (a URL value, a server field) to a value of this enum. */
  is: (value: unknown) => value is V;
};

/**
 * One definition per status (ProTable's `valueEnum`): the shared enum's values with their colour
 * and label, feeding the tags, the filter options, the selects and the tabs of a screen alike,
 * so a new state is added in one place.
 */
export function defineStatusEnum<V extends string>(
  values: readonly V[],
  looks: Record<V, StatusLook>,
): StatusEnum<V> {
  const known = new Set<string>(values);
  return {
    values,
    looks,
    is: (value): value is V => typeof value === 'string' && known.has(value),
  };
}
