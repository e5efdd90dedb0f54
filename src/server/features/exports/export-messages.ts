// The exports' answers (zh-TW). Server-only: the back office shows them as the server words them.
export const exportMessages = {
  // One message for every refusal of a link (altered, expired, used, another's): it tells nobody which check failed.
  zipLinkRefused: '下載連結無效、已使用或已過期，請回到後台重新按一次下載',
} as const;
