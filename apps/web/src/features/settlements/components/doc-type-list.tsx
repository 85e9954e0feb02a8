import { docListBody } from '@stone/shared/settlements/settlements';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useOemDocList, useProdDocList } from '../api.ts';
import { SHOW_ORDER_ROUTE } from '../settlement-routes.ts';
import { SettlementTable } from './settlement-table.tsx';

/** The documents of one type (document management), each opening the document view. */
export function DocTypeList({ type }: { type: 'oem' | 'product' }) {
  const list = useListScreen(docListBody);
  // Both hooks run every render (rules of hooks); only the type's own calls its route's endpoint.
  const oem = useOemDocList(list.body, type === 'oem');
  const prod = useProdDocList(list.body, type === 'product');
  const query = type === 'oem' ? oem : prod;
  return (
    <div className="settlement-page">
      <SettlementTable
        tableId={type === 'oem' ? 'oem-docs' : 'prod-docs'}
        data={query.data}
        loading={query.isFetching}
        params={list.params}
        status={list.body.status}
        onStatus={(status) => list.update({ status })}
        onSearch={(v) => list.setFilters(v, ['status'])}
        onRefresh={() => void query.refetch()}
        onPage={list.onPage}
        onSort={list.onSort}
        linkTo={(id) => SHOW_ORDER_ROUTE.to({ id })}
      />
    </div>
  );
}
