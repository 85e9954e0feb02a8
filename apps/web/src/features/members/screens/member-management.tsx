import { Card, Col, Row, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../../components/crud/crud.css';
import { addLocales } from '../../../lib/i18n.ts';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import { DeptTreePanel } from '../components/dept-tree-panel.tsx';
import { JoinRequests } from '../components/join-requests.tsx';
import { MemberList } from '../components/member-list.tsx';

addLocales('members', { en, zh });

/** /orgManagement/memberManagement: departments and members, and the join requests tab. */
export default function MembersPage() {
  const { t } = useTranslation('members');
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'requests' ? 'requests' : 'members';
  return (
    <Card variant="borderless">
      <Tabs
        activeKey={tab}
        // Each tab keeps its own filters: switching starts from a clean URL.
        onChange={(key) => setSearch(key === 'requests' ? { tab: key } : {})}
        items={[
          {
            key: 'members',
            label: t('tabs.members'),
            children: (
              <Row gutter={[16, 16]}>
                <Col xs={24} md={7} xl={5}>
                  <DeptTreePanel />
                </Col>
                <Col xs={24} md={17} xl={19}>
                  <MemberList />
                </Col>
              </Row>
            ),
          },
          { key: 'requests', label: t('tabs.requests'), children: <JoinRequests /> },
        ]}
      />
    </Card>
  );
}
