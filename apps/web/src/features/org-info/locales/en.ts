export const en = {
  fields: {
    logo: 'Logo',
    name: 'Enterprise name',
    contact: 'Contact person',
    phone: 'Phone',
    email: 'Email',
    region: 'Region',
    address: 'Address',
  },
  logoHint: 'jpg, jpeg, png or bmp, at most 10 MB',
  upload: 'Upload logo',
  regionKind: { CN: 'China', other: 'Abroad' },
  regionPlaceholder: 'Province / city / district',
  abroadPlaceholder: 'Country, state or city',
  save: 'Save',
};
