export const en = {
  search: 'Search',
  reset: 'Reset',
  save: 'Save',
  cancel: 'Cancel',
  actions: 'Actions',
  edit: 'Edit',
  delete: 'Delete',
  export: 'Export',
  refresh: 'Refresh',
  confirmTitle: 'Please confirm',
  total: '{{count}} in total',
  // More rows match than the list counts (LIST_COUNT_PAGES): a lower bound, e.g. "200+".
  totalCapped: '{{shown}}+ in total',
  all: 'All',
  columns: 'Columns',
  resetColumns: 'Default columns',
};
