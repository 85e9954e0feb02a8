import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../lib/session.ts';

/** The packing screens open only with the plan's packing page module (pageFlags.module304). */
export function PackGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('packing');
  const user = useUserInfo().data;
  if (!user?.pageFlags.module304) return <Result status="info" title={t('gate.notInPlan')} />;
  return <>{children}</>;
}
