import { Empty } from 'antd';

/** A tab's empty state: shown only when the server answered that nothing exists yet. */
export const TabEmpty = ({ text }: { text: string }) => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />
);
