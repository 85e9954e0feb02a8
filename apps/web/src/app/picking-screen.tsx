import { lazy } from 'react';

// Loaded like every screen (lint keeps features out of app/'s static imports, so the sign-in
// chunk never pulls them in); both arrive in the picking route's chunk group.
const SlabsPage = lazy(async () => ({
  default: (await import('../features/materials/components/slabs-page.tsx')).SlabsPage,
}));
const PickingTabs = lazy(async () => ({
  default: (await import('../features/material-flows/components/picking-tabs.tsx')).PickingTabs,
}));

/** /aboutMaterial/picking composes two features (CONVENTIONS rule 1): the stock and the picking. */
export function PickingScreen() {
  return <PickingTabs inventory={<SlabsPage />} />;
}
