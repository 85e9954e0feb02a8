import { DocTypeList } from '../components/doc-type-list.tsx';
import '../settlement-locales.ts';
import '../settlements.css';

/** /docManagement/oemOrderDoc (issue 19): settlement documents of OEM (代工) orders. */
export default function OemOrderDocPage() {
  return <DocTypeList type="oem" />;
}
