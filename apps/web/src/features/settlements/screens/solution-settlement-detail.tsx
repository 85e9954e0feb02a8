import { useNavigate, useSearchParams } from 'react-router';
import { useSettlementDetail } from '../api.ts';
import { DocumentScreen } from '../components/document-screen.tsx';
import { StateButtons } from '../components/state-buttons.tsx';
import '../settlement-locales.ts';
import { SETTLEMENT_ROUTE } from '../settlement-routes.ts';
import '../settlements.css';

/**
 * /produceManagement/solutionSettlementDetail?id= (issue 19): the document with settle and
 * account buttons (each confirmed) and its PDF, Excel and print.
 */
export default function SolutionSettlementDetailPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = search.get('id') ?? '';
  const detail = useSettlementDetail(id);
  return (
    <DocumentScreen
      id={id}
      loading={detail.isLoading}
      doc={detail.data}
      via="settlement"
      backTo={SETTLEMENT_ROUTE.to()}
      actions={(doc) => (
        <StateButtons doc={doc} onDeleted={() => void navigate(SETTLEMENT_ROUTE.to())} />
      )}
    />
  );
}
