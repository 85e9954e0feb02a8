import { Button, Card, Result, Skeleton } from 'antd';
import { Link } from 'react-router';

/** What a detail screen shows while its record loads. */
export function DetailLoading() {
  return (
    <Card variant="borderless">
      <Skeleton active />
    </Card>
  );
}

/** A detail screen opened without an id, or for a record that is gone: back to its list. */
export function DetailMissing({
  title,
  backTo,
  backLabel,
}: {
  title: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <Link to={backTo}>
          <Button>{backLabel}</Button>
        </Link>
      }
    />
  );
}
