export const en = {
  title: 'Agreements',
  back: 'Back to sign-in',
  agreement: {
    title: 'Registration agreement',
    sections: {
      s1: {
        heading: '1. Scope',
        body: 'This agreement governs your registration and use of the Stone Cloud Factory console (the "Service") for managing cutting, processing, packing and shipping of stone slabs and panels.',
      },
      s2: {
        heading: '2. Your account',
        body: 'You register with a mobile phone number that you own, a user name and a password. Keep your password secret; you are responsible for everything done with your account. Tell us at once if you suspect misuse.',
      },
      s3: {
        heading: '3. Enterprises and roles',
        body: 'You may create an enterprise, becoming its super administrator, or apply to join an existing one. The administrators of an enterprise decide which screens and actions each member may use and may disable or remove members.',
      },
      s4: {
        heading: '4. Acceptable use',
        body: "Use the Service only for lawful business purposes. Do not try to access another enterprise's data, disrupt the Service, or upload content you have no right to use.",
      },
      s5: {
        heading: '5. Plans and availability',
        body: "Features depend on your enterprise's plan. We work to keep the Service available but may suspend it for maintenance. A plan that expires limits access until it is renewed.",
      },
      s6: {
        heading: '6. Changes and termination',
        body: 'We may update this agreement and will announce material changes in the console. You may stop using the Service at any time; we may end access for serious breaches of this agreement.',
      },
    },
  },
  privacy: {
    title: 'Privacy policy',
    sections: {
      s1: {
        heading: '1. What we collect',
        body: 'Your phone number, user name, name and avatar, the enterprise you belong to, and the production data your enterprise enters. We keep a hash of your password, never the password itself.',
      },
      s2: {
        heading: '2. Why we use it',
        body: 'To sign you in, send verification codes, show you the screens your role permits, and run the production features of your enterprise. We do not sell personal data.',
      },
      s3: {
        heading: '3. Who can see it',
        body: 'Members and administrators of your enterprise see what their roles permit. Data of one enterprise is never visible to another. Service providers (such as the SMS provider) receive only what they need.',
      },
      s4: {
        heading: '4. Security and retention',
        body: 'Connections are encrypted, sessions expire, and access is logged. We keep data while your account or enterprise exists and as long as the law requires afterwards.',
      },
      s5: {
        heading: '5. Your choices',
        body: 'You can view and correct your personal information in personal settings, change your password, and ask us to delete your account. Cookies are used only to keep you signed in and remember your language.',
      },
    },
  },
};
