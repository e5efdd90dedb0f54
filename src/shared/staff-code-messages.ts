// What staff are told about an authenticator code that was just used (issue 29, item 6): each code works
// once, so the code still on screen after enrolment cannot sign in. The sign-in's answer (server) and the
// enrolment page's advice (back office) both read it here. Part of the message home (messages.ts), in a
// module of its own: the public routes, which carry messages.ts, never show these.
export const staffCodeMessages = {
  /** The sign-in's answer to a right password with a code already used (never told without the password). */
  justUsed: '這組驗證碼剛才已使用過，請等驗證器 App 顯示下一組驗證碼後再輸入',
  /** The enrolment page, once the app's first code has been accepted. */
  afterEnrolment: '登入時請等驗證器 App 顯示下一組驗證碼再輸入：剛才設定時輸入的那組已使用過，每組驗證碼只能使用一次。',
} as const;
