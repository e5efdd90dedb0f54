// Hostile text (issue 7), one list for every suite that tries it: the server's input tests
// (tests/security/hostile-input.test.ts) and the browser's rendering tests (e2e/hostile-render.spec.ts).
// Markup that would run script sets window.__xss (or opens a dialog) so a browser test can tell.
export const HOSTILE = {
  script: '<script>window.__xss=1</script>',
  handler: '<img src=x onerror="window.__xss=1">',
  svg: '<svg onload=window.__xss=1>',
  attribute: '"><iframe src=javascript:alert(1)>',
  link: 'javascript:window.__xss=1',
  template: "{{constructor.constructor('window.__xss=1')()}}",
  interpolation: '${7*7}{{7*7}}#{7*7}',
  sqlQuote: "' OR '1'='1",
  sqlDrop: "王'; DROP TABLE registration; --",
  sqlComment: '1/**/UNION/**/SELECT/**/access_code_hash/**/FROM/**/registration',
  long: '長'.repeat(20_000),
  longAscii: 'A'.repeat(300_000),
  nul: 'a\u0000b',
  control: 'a\u0007b\u001b[31mc\u0008d',
  newlines: 'line1\r\nline2\u2028line3',
  bidi: 'abc\u202Edcba\u200B',
  emoji: '🎉👨‍👩‍👧‍👦🏯',
  fullWidth: 'ＡＢＣ１２３＠ｅｘａｍｐｌｅ．ｃｏｍ',
  loneSurrogate: 'a\uD800b',
  backslash: 'C:\\Windows\\..\\%00%27',
} as const satisfies Record<string, string>;

export type HostileName = keyof typeof HOSTILE;

/** The entries a page could execute or mangle, short enough for ordinary text fields. */
export const HOSTILE_MARKUP = ['script', 'handler', 'svg', 'attribute', 'link', 'template'] as const satisfies readonly HostileName[];
