/** The helper rules of product-spec §5, shared by the server schemas and the web forms. */
export const PATTERNS = {
  /** 11 digits, starting with 1, second digit 3 to 9. */
  phone: /^1[3-9]\d{9}$/,
  /** Word characters only. */
  username: /^\w+$/,
  noWhitespace: /^\S*$/,
  /** Positive integer without a leading zero. */
  positiveInteger: /^[1-9]\d*$/,
  /** Digits with up to two decimals. */
  unitPrice: /^\d+(\.\d{1,2})?$/,
  /** 6–20 characters, letters and digits only. */
  password: /^[A-Za-z0-9]{6,20}$/,
  smsCode: /^\d{6}$/,
  staffNo: /^\d{1,4}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
} as const;

export const isPhone = (value: string): boolean => PATTERNS.phone.test(value);
export const isUsername = (value: string): boolean => PATTERNS.username.test(value);
export const isPassword = (value: string): boolean => PATTERNS.password.test(value);
