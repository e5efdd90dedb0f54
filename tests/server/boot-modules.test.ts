// The server loads its heavy modules with the first request that needs them, not at boot
// (src/server/platform/load/lazy-modules.ts, README "Performance"): an import at the top of a module
// the app imports undoes that silently. The app is built in a child process, a fresh module registry.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Loaded with the request that needs them: an image, a PDF, a letter, a workbook, a ZIP, a QR code, a passkey;
 * the S3 client only by a server with FILES_BACKEND=s3.
 */
const LAZY_PACKAGES = ['sharp', '@img', 'exifr', 'file-type', 'pdfkit', 'nodemailer', 'exceljs', 'archiver', 'qrcode', '@simplewebauthn', '@aws-sdk', '@smithy'];

const probe = fileURLToPath(new URL('../helpers/boot-modules-probe.ts', import.meta.url));

describe('the modules a fresh server loads', () => {
  it('include none of the heavy packages it loads lazily', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', probe], { maxBuffer: 64 * 1024 * 1024 });
    const loaded = JSON.parse(stdout) as string[];
    const packageOf = (file: string) => /node_modules\/((?:@[^/]+)|[^/]+)\//.exec(file)?.[1];
    const heavy = [...new Set(loaded.map(packageOf).filter((name) => name !== undefined && LAZY_PACKAGES.includes(name)))];
    expect(loaded.some((file) => file.includes('/node_modules/fastify/'))).toBe(true);
    expect(heavy).toEqual([]);
  }, 120_000);
});
