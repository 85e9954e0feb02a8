import type { TFunction } from 'i18next';

/** The built-in role shows its translated name, never its stored key. */
export const roleLabel = (
  role: { name: string; isSuperAdmin: boolean },
  t: TFunction<'members'>,
) => (role.isSuperAdmin ? t('superAdmin') : role.name);

export const STATUS_COLORS = { enabled: 'green', disabled: 'default' } as const;
