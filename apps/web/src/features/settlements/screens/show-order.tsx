import { useSearchParams } from 'react-router';
import { useShowOrder } from '../api.ts';
import { DocumentScreen } from '../components/document-screen.tsx';
import '../settlement-locales.ts';
import { OEM_DOC_ROUTE, PROD_DOC_ROUTE } from '../settlement-routes.ts';
import '../settlements.css';

/**
 * /docManagement/showOrder?id= (issue 19): the document as an A4 sheet that prints from the
 * browser (@media print in settlements.css), with the server's PDF and Excel.
 */
export default function ShowOrderPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = useShowOrder(id);
  const back = detail.data?.docType === 'oem' ? OEM_DOC_ROUTE.to() : PROD_DOC_ROUTE.to();
  return (
    <DocumentScreen
      id={id}
      loading={detail.isLoading}
      doc={detail.data}
      via="showOrder"
      backTo={back}
    />
  );
}
