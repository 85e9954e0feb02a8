/** The phone-code field and its slider check (sign-in, registration, a new phone). */
export const en = {
  label: 'Verification code',
  placeholder: '6-digit code',
  getCode: 'Get code',
  resend: 'Again in {{seconds}} s',
  slider: {
    title: 'Security check',
    hint: 'Drag the slider to fit the piece into the gap',
    handle: 'Puzzle slider: use the arrow keys, then Enter',
    refresh: 'New puzzle',
    loading: 'Loading the puzzle…',
    loadFailed: 'The puzzle could not be loaded',
  },
};
