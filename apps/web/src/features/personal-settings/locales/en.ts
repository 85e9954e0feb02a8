export const en = {
  tabs: { info: 'Personal info', password: 'Change password' },
  fields: {
    avatar: 'Avatar',
    nickname: 'Name',
    phone: 'Phone',
    gender: 'Gender',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
  },
  gender: { male: 'Male', female: 'Female', unknown: 'Not given' },
  upload: 'Upload',
  save: 'Save',
  changePassword: 'Change password',
  passwordHint: 'After the change, your other signed-in devices are signed out.',
  firstPasswordHint:
    'Your account was created when an enterprise added your phone number, so it has no password yet. Set one to sign in with your phone number or username and this password, as well as by SMS code.',
  setPassword: 'Set password',
};
