import type { ParseKeys, TypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The namespaces app/i18n-resources.ts declares. */
export type Namespace = keyof TypeOptions['resources'] & string;

/** A key of any namespace, `ns:path`, checked against its locale (status labels, titles). */
export type TextKey = { [N in Namespace]: `${N}:${ParseKeys<N>}` }[Namespace];

/** t() for `ns:path` keys of any namespace; each is found by its prefix at run time. */
export const useAnyText = () => useTranslation<Namespace[]>().t;
