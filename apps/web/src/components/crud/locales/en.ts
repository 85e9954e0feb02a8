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
  all: 'All',
};
