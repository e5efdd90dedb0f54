// The achievement description travels base64-encoded UTF-8 (SPEC.md section 7).
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
