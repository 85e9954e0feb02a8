import { WorkerReports } from '../components/worker-reports.tsx';

/** One worker's quality reports (docs/adr/0022). */
export default function QualityEmployeeDetailsPage() {
  return <WorkerReports kind="quality" />;
}
