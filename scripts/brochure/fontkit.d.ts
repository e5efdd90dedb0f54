// fontkit ships no types; glyph-text.ts declares the few parts it uses.
declare module 'fontkit';
