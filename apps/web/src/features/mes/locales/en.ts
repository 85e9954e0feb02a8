export const en = {
  opening: 'Opening the production board…',
  opened: 'The production board opened in a new window',
  openedHint: 'If nothing opened, your browser may have blocked the pop-up window.',
  openAgain: 'Open the production board',
  unavailable: 'The production board is not available',
};
