import { TaskList } from '../components/task-list.tsx';

/** /producePlan/secondTasks: the secondary workshop's task list (issue 18). */
export default function SecondTasksPage() {
  return <TaskList stage="secondary" />;
}
