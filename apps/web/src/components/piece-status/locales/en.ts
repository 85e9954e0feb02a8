/** The piece life cycle's statuses (shared/production/piece-lifecycle.ts), on every screen. */
export const en = {
  pendingPickup: 'Pending pickup',
  pendingCut: 'Pending cut',
  cutting: 'Cutting',
  cut: 'Cut',
  pendingProcessing: 'Pending processing',
  processing: 'Processing',
  processed: 'Processed',
  pendingCompleteSet: 'Pending complete set',
  incompleteSet: 'Incomplete set',
  completeSet: 'Complete set',
  pendingBinding: 'Pending binding',
  pendingPacking: 'Pending packing',
  packing: 'Packing',
  packed: 'Packed',
  shipped: 'Shipped',
};
