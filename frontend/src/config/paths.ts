/** Visitor routes of SPEC §2, in flow order. */
export const paths = {
  landing: '/',
  start: '/start',
  diagnosis: '/diagnosis',
  userInfo: '/userinfo',
  result: '/result',
} as const;
