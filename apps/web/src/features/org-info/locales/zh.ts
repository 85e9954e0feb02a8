import type { en } from './en.ts';

export const zh: typeof en = {
  fields: {
    logo: '企业Logo',
    name: '企业名称',
    contact: '联系人',
    phone: '联系电话',
    email: '邮箱',
    region: '所在地区',
    address: '详细地址',
  },
  logoHint: '支持 jpg、jpeg、png、bmp，不超过 10 MB',
  upload: '上传Logo',
  regionKind: { CN: '中国', other: '海外' },
  regionPlaceholder: '省 / 市 / 区县',
  abroadPlaceholder: '国家、州或城市',
  save: '保存',
};
