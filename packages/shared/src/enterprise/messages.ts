/** Messages of enterprise administration (issue 5), in both languages. */
export const ENTERPRISE_MESSAGES = {
  'org.logoRequired': { en: 'Please upload a logo', zh: '请上传企业Logo' },
  'org.logoInvalid': { en: 'Upload the logo again', zh: '请重新上传企业Logo' },
  'member.staffNoFormat': { en: 'Staff number is 1-4 digits', zh: '工号为1-4位数字' },
  'member.added': { en: 'Member added', zh: '成员已添加' },
  'member.inOtherOrg': {
    en: 'This person already belongs to another enterprise',
    zh: '该用户已加入其他企业',
  },
  'member.alreadyMember': { en: 'This person is already a member', zh: '该用户已是企业成员' },
  'member.notSelf': { en: 'You cannot do this to yourself', zh: '不能对自己执行此操作' },
  'member.lastSuperAdmin': {
    en: 'The enterprise must keep an enabled super administrator',
    zh: '企业至少需要保留一名启用的超级管理员',
  },
  'member.superAdminOnly': {
    en: 'Only a super administrator can grant or take the super administrator role',
    zh: '仅超级管理员可以授予或收回超级管理员角色',
  },
  'member.statusEnabled': { en: 'Enabled', zh: '启用' },
  'member.statusDisabled': { en: 'Disabled', zh: '禁用' },
  'role.superAdminName': { en: 'Super administrator', zh: '超级管理员' },
  'export.noData': { en: 'No exportable data', zh: '暂无可导出的数据' },
  'export.tooMany': {
    en: 'Too many rows to export, narrow the search first',
    zh: '导出数据过多，请先缩小查询范围',
  },
  'dept.notEmpty': {
    en: 'Only an empty department can be deleted',
    zh: '部门下存在子部门或成员，不能删除',
  },
  'dept.nameTaken': {
    en: 'A department with this name exists here',
    zh: '同级部门名称已存在',
  },
  'dept.badParent': {
    en: 'A department cannot move under itself',
    zh: '不能将部门移动到自身或其下级部门',
  },
  'dept.tooDeep': { en: 'Departments nest too deep', zh: '部门层级过深' },
  'role.permissionRequired': {
    en: 'A role needs at least one permission',
    zh: '角色至少需要一项权限',
  },
  'role.superAdminImmutable': {
    en: 'The super administrator role cannot be modified',
    zh: '超级管理员权限不能修改',
  },
  'role.hasMembers': { en: 'Cannot delete a role with users', zh: '该角色下存在用户，不能删除' },
  'role.nameTaken': { en: 'A role with this name exists', zh: '角色名称已存在' },
  'role.unknownPermission': { en: 'Unknown permission', zh: '无效的权限' },
  'role.grantNotHeld': {
    en: 'You can only grant permissions you hold yourself',
    zh: '只能授予您自己拥有的权限',
  },
  'role.ownRole': {
    en: 'You cannot change or delete the role you hold',
    zh: '不能修改或删除自己所属的角色',
  },
  'member.roleBeyondOwn': {
    en: 'You can only assign a role whose permissions you hold yourself',
    zh: '只能分配权限不超出您自身权限的角色',
  },
  'quota.memberSeatsFull': {
    en: 'All member seats are in use; reclaim or buy more seats first',
    zh: '成员席位已用完，请先回收席位或扩容',
  },
  'quota.allocated': { en: 'Seat allocated', zh: '席位已分配' },
  'quota.reclaimed': { en: 'Seat reclaimed', zh: '席位已回收' },
  'quota.superAdminSeat': {
    en: "The super administrator's seat cannot be reclaimed",
    zh: '超级管理员的席位不能回收',
  },
  'file.required': { en: 'Choose a file to upload', zh: '请选择要上传的文件' },
  'file.tooLarge': { en: 'The file is too large', zh: '文件过大' },
  'file.badType': {
    en: 'Only jpg, jpeg, png or bmp images are accepted',
    zh: '仅支持 jpg、jpeg、png、bmp 格式的图片',
  },
  'file.badImage': {
    en: 'The image is damaged or incomplete',
    zh: '图片已损坏或不完整',
  },
  'file.purposeFirst': {
    en: 'Send the purpose before the file',
    zh: '请先发送用途字段，再发送文件',
  },
  'file.oneFileOnly': { en: 'Upload one file at a time', zh: '每次只能上传一个文件' },
  'file.notMultipart': {
    en: 'Send the file as a multipart form (multipart/form-data)',
    zh: '请以表单方式（multipart/form-data）上传文件',
  },
  'file.badForm': {
    en: 'The upload is not a valid form; choose the file and send it again',
    zh: '上传的表单数据不完整或格式有误，请重新选择文件上传',
  },
  'file.uploaded': { en: 'Uploaded successfully', zh: '上传成功' },
  'file.linkExpired': { en: 'The link has expired', zh: '链接已过期' },
} as const satisfies Record<string, { en: string; zh: string }>;
