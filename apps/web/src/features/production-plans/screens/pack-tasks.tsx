import { TaskList } from '../components/task-list.tsx';

/** /producePlan/packTasks: the packing workshop's task list (issue 18). */
export default function PackTasksPage() {
  return <TaskList stage="packing" />;
}
