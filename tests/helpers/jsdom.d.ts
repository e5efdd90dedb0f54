// The part of jsdom's API the server tests use to parse what the server wrote (HTML pages, XML feeds);
// the project has no @types/jsdom (component tests reach jsdom only through Vitest's environment).
declare module 'jsdom' {
  export class JSDOM {
    /** Throws on XML that is not well-formed (contentType `application/xml`). */
    constructor(markup?: string, options?: { contentType?: string; url?: string });
    readonly window: Window & typeof globalThis;
  }
}
