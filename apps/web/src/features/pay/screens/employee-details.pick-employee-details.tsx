import { WorkerReports } from '../components/worker-reports.tsx';

/** One worker's pick reports (docs/adr/0022). */
export default function PickEmployeeDetailsPage() {
  return <WorkerReports kind="pick" />;
}
