import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Screens that exist, by route name; every other route of APP_ROUTES shows "feature not open".
 * Each is its own chunk, so the sign-in page never loads them.
 */
export const SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  index: lazy(async () => ({
    default: (await import('../features/home/components/home-page.tsx')).HomePage,
  })),
  orgInfo: lazy(async () => ({
    default: (await import('../features/org-info/components/org-info-page.tsx')).OrgInfoPage,
  })),
  memberManagement: lazy(async () => ({
    default: (await import('../features/members/components/members-page.tsx')).MembersPage,
  })),
  rolesManagement: lazy(async () => ({
    default: (await import('../features/roles/components/roles-page.tsx')).RolesPage,
  })),
  extendedApplication: lazy(async () => ({
    default: (await import('../features/quotas/components/quotas-page.tsx')).QuotasPage,
  })),
  produceProject: lazy(async () => ({
    default: (await import('../features/projects/components/projects-page.tsx')).ProjectsPage,
  })),
  solutionDetails: lazy(async () => ({
    default: (await import('../features/projects/components/project-details-page.tsx'))
      .ProjectDetailsPage,
  })),
  // Inventory and picking for a project (issue 13) share /aboutMaterial/picking, where
  // /aboutMaterial leads; app/ composes the two features.
  picking: lazy(async () => ({
    default: (await import('./picking-screen.tsx')).PickingScreen,
  })),
  return: lazy(async () => ({
    default: (await import('../features/material-flows/components/return-page.tsx')).ReturnPage,
  })),
  transfer: lazy(async () => ({
    default: (await import('../features/material-flows/components/transfer-page.tsx')).TransferPage,
  })),
  devicePicking: lazy(async () => ({
    default: (await import('../features/material-flows/components/device-picking-page.tsx'))
      .DevicePickingPage,
  })),
  materialDetails: lazy(async () => ({
    default: (await import('../features/material-flows/components/material-details-page.tsx'))
      .MaterialDetailsPage,
  })),
  slabDetails: lazy(async () => ({
    default: (await import('../features/materials/components/slab-details-page.tsx'))
      .SlabDetailsPage,
  })),
  spaceDetails: lazy(async () => ({
    default: (await import('../features/materials/components/space-details-page.tsx'))
      .SpaceDetailsPage,
  })),
  basicManagement: lazy(async () => ({
    default: (await import('../features/materials/components/basic-page.tsx')).BasicPage,
  })),
  processCategory: lazy(async () => ({
    default: (await import('../features/materials/components/categories-page.tsx')).CategoriesPage,
  })),
  deviceManagement: lazy(async () => ({
    default: (await import('../features/materials/components/devices-page.tsx')).DevicesPage,
  })),
  deviceDetails: lazy(async () => ({
    default: (await import('../features/materials/components/device-details-page.tsx'))
      .DeviceDetailsPage,
  })),
  personalSettings: lazy(async () => ({
    default: (await import('../features/personal-settings/components/personal-settings-page.tsx'))
      .PersonalSettingsPage,
  })),
};
