import { WorkerReports } from '../components/worker-reports.tsx';

/** One worker's secondary reports (docs/adr/0022). */
export default function SpEmployeeDetailsPage() {
  return <WorkerReports kind="secondary" />;
}
