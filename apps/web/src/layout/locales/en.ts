export const en = {
  sidebar: { expand: 'Expand menu', collapse: 'Collapse menu', menu: 'Menu' },
  fullscreen: {
    enter: 'Full screen',
    exit: 'Exit full screen',
    unsupported: 'Your browser does not support this function',
  },
  userMenu: { home: 'Home', personalSettings: 'Personal settings', logout: 'Log out' },
  skipToContent: 'Skip to content',
  tags: {
    refresh: 'Refresh',
    close: 'Close',
    closeOthers: 'Close others',
    closeAll: 'Close all',
    more: 'Tag actions',
  },
  settings: {
    open: 'Page settings',
    title: 'Page settings',
    tagsView: 'Show visited-page tags',
    fixedHeader: 'Fixed header',
    sidebarLogo: 'Sidebar logo',
    themeColor: 'Theme colour',
    reset: 'Restore defaults',
  },
  customerService: {
    open: 'Online customer service',
    notLoaded: 'Customer service is not loaded yet',
  },
};
