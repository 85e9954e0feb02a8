export const en = {
  greeting: 'Welcome, {{name}}',
  enterprise: 'Enterprise: {{name}}',
  quickEntries: 'Quick entries',
  noEntries: 'Your role has no screens yet. Ask your administrator for access.',
  targetsLater: 'Monthly targets and production figures will appear here.',
};
