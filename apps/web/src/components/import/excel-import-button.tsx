import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Table, Tooltip, Upload } from 'antd';
import type { ExcelImportFlow } from './use-excel-import.ts';

/** What the import says, in the feature's words (already translated). */
export type ExcelImportTexts = {
  button: string;
  hint?: string;
  questionTitle: string;
  keep: string;
  overwrite: string;
  errorsTitle: string;
  row: string;
  column: string;
  message: string;
  more: (shown: number, total: number) => string;
};

/** The upload button, the keep/overwrite question and the table of refused rows. */
export function ExcelImportButton({
  flow,
  texts,
  errorsTestId = 'import-errors',
}: {
  flow: ExcelImportFlow;
  texts: ExcelImportTexts;
  errorsTestId?: string;
}) {
  const button = (
    <Button icon={<UploadOutlined />} loading={flow.busy}>
      {texts.button}
    </Button>
  );
  const refusal = flow.refusal;
  return (
    <>
      <Upload
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        showUploadList={false}
        beforeUpload={(file) => {
          void flow.start(file);
          // The API client uploads, so its envelope handling applies; antd never sends it.
          return false;
        }}
      >
        {texts.hint ? <Tooltip title={texts.hint}>{button}</Tooltip> : button}
      </Upload>
      <Modal
        open={!!flow.question}
        title={texts.questionTitle}
        onCancel={flow.dismiss}
        footer={
          <Space>
            <Button onClick={() => flow.answer('keep')} loading={flow.busy}>
              {texts.keep}
            </Button>
            <Button
              danger
              type="primary"
              onClick={() => flow.answer('overwrite')}
              loading={flow.busy}
            >
              {texts.overwrite}
            </Button>
          </Space>
        }
      >
        {flow.question?.message}
      </Modal>
      <Modal
        open={!!refusal}
        title={texts.errorsTitle}
        onCancel={flow.dismiss}
        footer={null}
        width={720}
      >
        <Alert type="error" showIcon title={refusal?.message} style={{ marginBottom: 12 }} />
        <Table
          data-testid={errorsTestId}
          size="small"
          rowKey={(r) => `${r.row}-${r.column}-${r.message}`}
          dataSource={refusal?.errors ?? []}
          pagination={false}
          scroll={{ y: 360, x: 'max-content' }}
          columns={[
            { key: 'row', dataIndex: 'row', title: texts.row, width: 70 },
            { key: 'column', dataIndex: 'column', title: texts.column },
            { key: 'message', dataIndex: 'message', title: texts.message },
          ]}
          footer={
            refusal && refusal.total > refusal.errors.length
              ? () => texts.more(refusal.errors.length, refusal.total)
              : undefined
          }
        />
      </Modal>
    </>
  );
}
