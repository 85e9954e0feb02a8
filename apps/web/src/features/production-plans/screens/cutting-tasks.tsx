import { TaskList } from '../components/task-list.tsx';

/** /producePlan/cuttingTasks: the cutting workshop's task list (issue 18). */
export default function CuttingTasksPage() {
  return <TaskList stage="cutting" />;
}
