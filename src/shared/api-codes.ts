// Envelope codes (DESIGN.md section 3). 0 is success; 2007 is the only signal to refresh the session.
export const ApiCode = {
  ok: 0,
  validation: 1000,
  notAuthenticated: 2001,
  badCredentials: 2002,
  forbidden: 2003,
  captchaFailed: 2005,
  captchaExpired: 2006,
  tokenExpired: 2007,
  notFound: 4004,
  conflict: 4009,
  tooLarge: 4013,
  unsupportedType: 4015,
  rateLimited: 4029,
  internal: 5000,
  storageFailed: 5007,
} as const;
export type ApiCodeValue = (typeof ApiCode)[keyof typeof ApiCode];
