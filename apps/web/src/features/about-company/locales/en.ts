export const en = {
  title: 'Join or create an enterprise',
  intro:
    'Your account does not belong to an enterprise yet. Create one, or find yours and apply to join.',
  create: {
    title: 'Create an enterprise',
    hint: 'You become its super administrator.',
    name: 'Enterprise name',
    contact: 'Contact person',
    phone: 'Contact phone',
    address: 'Address',
    submit: 'Create enterprise',
  },
  join: {
    title: 'Join an enterprise',
    hint: 'Search by the enterprise name, then apply. An administrator reviews your application.',
    search: 'Enterprise name',
    searchButton: 'Search',
    apply: 'Apply to join',
    prompt: 'Enter a name to search',
  },
  applications: {
    title: 'My applications',
    empty: 'You have not applied to any enterprise',
    appliedAt: 'Applied {{time}}',
    reason: 'Reason: {{reason}}',
    cancel: 'Cancel application',
    cancelConfirm: 'Cancel this application?',
    enter: 'Enter the console',
    refresh: 'Refresh',
    status: {
      pending: 'Under review',
      approved: 'Approved',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
    },
  },
  logout: 'Log out',
};
