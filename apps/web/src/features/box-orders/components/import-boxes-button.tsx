import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExcelImportButton } from '../../../components/import/excel-import-button.tsx';
import { useExcelImport } from '../../../components/import/use-excel-import.ts';
import { newRequestId, useImportBoxes } from '../api.ts';

/**
 * "Import packing list" of one order: an order with boxes is answered with code 1 and the person
 * chooses keep or overwrite; a refused sheet comes back with its row errors.
 */
export function ImportBoxesButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation('boxOrders');
  const { message } = App.useApp();
  const importBoxes = useImportBoxes();
  const flow = useExcelImport(
    (fileId, mode) =>
      importBoxes.mutateAsync({
        id: orderId,
        fileId,
        requestId: newRequestId(),
        ...(mode ? { mode } : {}),
      }),
    (done) => void message.success(t('importFlow.done', done)),
  );
  return (
    <ExcelImportButton
      flow={flow}
      errorsTestId="box-import-errors"
      texts={{
        button: t('actions.import'),
        hint: t('importFlow.hint'),
        questionTitle: t('importFlow.title'),
        keep: t('importFlow.keep'),
        overwrite: t('importFlow.overwrite'),
        errorsTitle: t('importFlow.errorsTitle'),
        row: t('importFlow.row'),
        column: t('importFlow.column'),
        message: t('importFlow.message'),
        more: (shown, total) => t('importFlow.more', { shown, total }),
      }}
    />
  );
}
