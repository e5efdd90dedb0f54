// Types for formats.cjs (loaded by the server's Ajv and by the precompiled browser validators).
type Format = RegExp | ((value: string) => boolean);
declare const formats: Record<string, Format> & { customFormats: Record<string, (value: string) => boolean> };
export = formats;
