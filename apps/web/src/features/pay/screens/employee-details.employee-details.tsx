import { WorkerReports } from '../components/worker-reports.tsx';

/** One worker's cutting reports (docs/adr/0022). */
export default function EmployeeDetailsPage() {
  return <WorkerReports kind="cutting" />;
}
