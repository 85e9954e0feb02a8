import type { en } from './en.ts';

export const zh: typeof en = {
  tabs: { info: '个人信息', password: '修改密码' },
  fields: {
    avatar: '头像',
    nickname: '姓名',
    phone: '手机号',
    gender: '性别',
    oldPassword: '原密码',
    newPassword: '新密码',
    confirmPassword: '确认新密码',
  },
  gender: { male: '男', female: '女', unknown: '未填写' },
  upload: '上传',
  save: '保存',
  changePassword: '修改密码',
  passwordHint: '修改后，您在其他设备上的登录将失效。',
  firstPasswordHint:
    '您的账号是企业按手机号添加时创建的，尚未设置密码。设置后，除短信验证码外，也可用手机号或用户名加密码登录。',
  setPassword: '设置密码',
};
