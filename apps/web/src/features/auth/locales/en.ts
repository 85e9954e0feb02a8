export const en = {
  title: 'Stone Cloud Factory',
  subtitle: 'Cutting, processing and packing in one console',
  tabs: { password: 'Password', sms: 'SMS code' },
  fields: {
    account: 'User name or phone',
    password: 'Password',
    phone: 'Phone number',
    username: 'User name',
    confirmPassword: 'Confirm password',
  },
  placeholders: {
    account: 'Enter your user name or phone number',
    password: 'Enter your password',
    phone: 'Enter your phone number',
    username: 'Letters, digits and underscores',
    newPassword: '6-20 letters and digits',
    confirmPassword: 'Enter the password again',
  },
  required: {
    account: 'Enter your user name or phone number',
    password: 'Enter your password',
  },
  actions: {
    login: 'Sign in',
    register: 'Register',
    toRegister: 'No account yet? Register',
    toLogin: 'Already registered? Sign in',
  },
  registerTitle: 'Create an account',
  agreement: {
    prefix: 'I have read and agree to the ',
    link: 'registration agreement and privacy policy',
  },
};
