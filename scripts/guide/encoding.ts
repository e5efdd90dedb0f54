// How the guide's images are stored: one home for the writer (./main.ts) and the drift check (./check.ts),
// which encodes a fresh rendering exactly as the committed images were encoded before comparing.
export const SLIDE_WEBP = { quality: 78 } as const;
export const THUMB = { width: 320, height: 180 } as const;
export const THUMB_WEBP = { quality: 70 } as const;
