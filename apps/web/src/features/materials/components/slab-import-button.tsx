import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/crud/use-permission.ts';
import { ExcelImportButton } from '../../../components/import/excel-import-button.tsx';
import { useExcelImport } from '../../../components/import/use-excel-import.ts';
import { STOCK_ROUTE } from '../material-routes.ts';
import { useImportSlabs } from '../api.ts';

/**
 * "Import Excel": when some barcodes are in stock already the server answers code 1 and the
 * person chooses keep or overwrite; a refused sheet comes back with its row errors.
 */
export function SlabImportButton() {
  const { t } = useTranslation('materials');
  const { message } = App.useApp();
  const can = useCan();
  const importSlabs = useImportSlabs();
  const flow = useExcelImport(
    (fileId, mode) => importSlabs.mutateAsync(mode ? { fileId, mode } : { fileId }),
    (done) => {
      // Every row kept as it was: the outcome is that nothing was imported, not a success.
      if (done.created + done.updated === 0)
        void message.info(t('importFlow.nothingImported', done));
      else void message.success(t('importFlow.done', done));
    },
  );
  if (!can(...STOCK_ROUTE.perm.add)) return null;
  return (
    <ExcelImportButton
      flow={flow}
      texts={{
        button: t('actions.import'),
        questionTitle: t('actions.import'),
        keep: t('importFlow.keep'),
        overwrite: t('importFlow.overwrite'),
        errorsTitle: t('titles.importErrors'),
        row: t('importFlow.row'),
        column: t('importFlow.column'),
        message: t('importFlow.message'),
        more: (shown, total) => t('importFlow.more', { shown, total }),
      }}
    />
  );
}
