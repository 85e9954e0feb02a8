import { lazy } from 'react';

// Loaded like every screen (lint keeps features out of app/'s static imports, so the sign-in
// chunk never pulls them in); both arrive in the route's chunk group.
const ProjectsPage = lazy(() => import('../features/projects/screens/produce-project.tsx'));
const ProduceProjectTabs = lazy(async () => ({
  default: (await import('../features/box-orders/components/produce-project-tabs.tsx'))
    .ProduceProjectTabs,
}));

/** /produceManagement/produceProject composes two features: the projects and the box orders. */
export function ProduceProjectScreen() {
  return <ProduceProjectTabs projects={<ProjectsPage />} />;
}
