// The Traditional Chinese font every PDF we make embeds (subset by pdfkit): Noto Sans Hant from
// the @embedpdf/fonts-tc package (OFL). The package does not export its font files, so they are
// found beside its entry point.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const fontsDir = join(dirname(require.resolve('@embedpdf/fonts-tc')), '..', 'fonts');

export const PDF_FONT = {
  regular: join(fontsDir, 'NotoSansHant-Regular.otf'),
  bold: join(fontsDir, 'NotoSansHant-Bold.otf'),
} as const;
