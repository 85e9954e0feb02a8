/**
 * Messages of sign-in, sessions, enterprises and the envelope. Every message the server can put in `msg` (and that forms show for the same rule), in both
 * languages. The server picks one by Accept-Language; the web's i18n reads the same table.
 */
export const ACCOUNT_MESSAGES = {
  'common.ok': { en: 'Operation successful', zh: '操作成功' },
  'common.saved': { en: 'Saved successfully', zh: '保存成功' },
  'common.created': { en: 'Created successfully', zh: '创建成功' },
  'common.deleted': { en: 'Deleted successfully', zh: '删除成功' },
  'common.cancelled': { en: 'Cancelled successfully', zh: '取消成功' },
  'common.modified': { en: 'Modified successfully', zh: '修改成功' },
  'common.invalidInput': { en: 'Please check the input', zh: '请检查输入内容' },
  'common.notFound': { en: 'Not found', zh: '数据不存在' },
  'common.unknownEndpoint': { en: 'Unknown endpoint', zh: '接口不存在' },
  'common.conflict': {
    en: 'The data was changed by someone else, refresh and try again',
    zh: '数据已被他人修改，请刷新后重试',
  },
  'common.alreadyExists': {
    en: 'This already exists, refresh and check',
    zh: '数据已存在，请刷新后查看',
  },
  'common.illegalState': {
    en: 'This action is not allowed in the current state',
    zh: '当前状态不允许此操作',
  },
  'common.tooLarge': { en: 'The request is too large', zh: '请求内容过大' },
  'common.tooManyRequests': {
    en: 'Too many requests, try again later',
    zh: '请求过于频繁，请稍后再试',
  },
  'common.systemError': { en: 'System error', zh: '系统错误' },
  'common.jsonOnly': { en: 'Only JSON requests are accepted', zh: '仅接受 JSON 请求' },
  'common.unknownField': { en: 'Unknown field', zh: '不允许的字段' },
  'common.required': { en: 'Required', zh: '必填' },
  'common.tooLong': { en: 'Too long', zh: '长度超出限制' },
  'common.invalidValue': { en: 'Invalid value', zh: '无效的值' },
  'auth.notLoggedIn': { en: 'Please log in', zh: '请先登录' },
  'auth.tokenExpired': { en: 'Login expired, please log in again', zh: '登录已过期，请重新登录' },
  'auth.sessionRevoked': {
    en: 'You were signed out, please log in again',
    zh: '您已在别处登录或已退出，请重新登录',
  },
  'auth.memberDisabled': {
    en: 'Your account is disabled in this enterprise',
    zh: '您在该企业的账号已被禁用',
  },
  'auth.memberRemoved': { en: 'You were removed from the enterprise', zh: '您已被移出该企业' },
  'auth.noWebSeat': {
    en: 'Your web console seat was reclaimed; ask an administrator for a seat, or use the shop-floor app',
    zh: '您的网页端席位已被回收，请联系管理员分配席位，或使用车间端应用',
  },
  'auth.orgDisabled': {
    en: 'The enterprise is disabled or its plan has expired',
    zh: '企业已停用或套餐已到期',
  },
  'auth.forbidden': { en: 'No permission', zh: '没有权限' },
  'auth.wrongCredentials': { en: 'Wrong user name or password', zh: '用户名或密码错误' },
  'auth.passwordWrong': { en: 'Password wrong', zh: '密码错误' },
  'auth.loginThrottled': {
    en: 'Too many failed sign-ins, try again later',
    zh: '登录失败次数过多，请稍后再试',
  },
  'auth.loginSuccess': { en: 'Login successful', zh: '登录成功' },
  'auth.registerSuccess': { en: 'Registered successfully', zh: '注册成功' },
  'auth.phoneTaken': { en: 'This phone number is already registered', zh: '该手机号已注册' },
  'auth.usernameTaken': { en: 'This user name is taken', zh: '该用户名已被使用' },
  'auth.phoneNotRegistered': {
    en: 'Wrong phone number or verification code',
    zh: '手机号或验证码错误',
  },
  'auth.agreementRequired': {
    en: 'Please read and accept the agreement',
    zh: '请阅读并同意用户协议',
  },
  'validation.phone': { en: 'Enter a correct phone number', zh: '请输入正确的手机号' },
  'validation.wrongNumber': { en: 'Wrong number', zh: '号码有误' },
  'validation.username': { en: 'Enter a correct user name', zh: '请输入正确的用户名' },
  'validation.password': {
    en: 'Password must be 6-20 letters and digits',
    zh: '密码为6-20位字母和数字',
  },
  'validation.passwordsInconsistent': {
    en: 'The passwords are inconsistent',
    zh: '两次输入的密码不一致',
  },
  'validation.smsCode': { en: 'Enter a correct verification code', zh: '请输入正确的验证码' },
  'validation.email': { en: 'Enter a correct email', zh: '请输入正确的邮箱' },
  'validation.controlChars': {
    en: 'Remove the invisible control characters from this text',
    zh: '请删除文本中的不可见控制字符',
  },
  'captcha.sliderNeeded': { en: 'Sliding verification needed', zh: '请先完成滑动验证' },
  'captcha.sliderFailed': { en: 'Verification failed, try again', zh: '验证失败，请重试' },
  'sms.sent': { en: 'Verification code sent', zh: '验证码已发送' },
  'sms.codeWrong': { en: 'Wrong or expired verification code', zh: '验证码错误或已过期' },
  'sms.tooFrequent': {
    en: 'Codes are sent at most once a minute',
    zh: '验证码发送过于频繁，请一分钟后再试',
  },
  'sms.dailyLimit': {
    en: 'Too many codes today for this phone',
    zh: '该手机号今日验证码发送次数已达上限',
  },
  'org.notFound': { en: 'Enterprise not found', zh: '未找到该企业' },
  'org.applicationFailed': { en: 'Application failed', zh: '申请失败' },
  'org.alreadyMember': { en: 'You already belong to an enterprise', zh: '您已加入企业' },
  'org.applicationPending': {
    en: 'An application is already under review',
    zh: '已有申请正在审核中',
  },
  'org.applied': { en: 'Application submitted, waiting for review', zh: '申请已提交，等待审核' },
  'org.nameTaken': { en: 'An enterprise with this name exists', zh: '该企业名称已存在' },
  'member.staffNoTaken': { en: 'This staff number is already used', zh: '该工号已被使用' },
  'mes.notConfigured': {
    en: 'The production board address is not configured',
    zh: '未配置生产看板地址',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
