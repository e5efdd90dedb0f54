// Content-Disposition for a download: an ASCII fallback for old clients and the real name in RFC 5987
// UTF-8 form (filename*), which every current browser prefers (zh-TW names survive).
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
