import { WorkerReports } from '../components/worker-reports.tsx';

/** One worker's board reports (docs/adr/0022). */
export default function BoardEmployeeDetailsPage() {
  return <WorkerReports kind="board" />;
}
