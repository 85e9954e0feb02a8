import { DocTypeList } from '../components/doc-type-list.tsx';
import '../settlement-locales.ts';
import '../settlements.css';

/** /docManagement/prodOrderDoc (issue 19): settlement documents of finished-product orders. */
export default function ProdOrderDocPage() {
  return <DocTypeList type="product" />;
}
