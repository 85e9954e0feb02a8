export const en = {
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
  },
  unauthorized: {
    title: 'No permission',
    description: 'You have no authority to open this page. Ask your administrator for access.',
  },
};
