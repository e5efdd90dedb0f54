// The download link of a ZIP (issue 29, item 15). A ZIP of a filter can weigh gigabytes: the page must not
// fetch it into memory, the browser's download manager must stream it to disk. A download the browser
// makes itself is a plain GET carrying no body and no custom header, so the page first asks for a link
// (a POST: the same-origin check and the staff cookie apply as to every write) and the browser follows it.
//
// The link is `<claims>.<HMAC-SHA256 of them>` in base64url, signed with a key of the server's
// (EXPORT_LINK_KEY, or one kept in the database): it names the staff member who asked, what to zip (a
// registration or a filter) and when it expires, a minute later. It is good only
// - with the staff cookie of the same member (the GET's x-roles asks for a live session of a role that
//   may export; the cookie is SameSite=Strict, so no other site's page can make the browser use a link);
// - before it expires, and once: its nonce takes the one slot of a rate-limit row (shared by every
//   instance on the database) that outlives the link, so a second use finds the slot taken.
// It travels in the query, which the request log redacts (platform/security/log-url.ts); the download
// answers `Referrer-Policy: no-referrer` and never becomes a page, so no Referer carries it on.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { paths } from '../../../shared/generated/api';
import type { Services } from '../../platform/contract/services';
import type { Staff } from '../../platform/contract/callers';
import { forbidden } from '../../platform/http/api-error';
import { sharedSecret } from '../../platform/security/shared-secret';
import type { RegistrationFilter } from '../review';
import { exportMessages } from './export-messages';

/** How long a link waits for its download to start (the page follows it at once). */
export const ZIP_LINK_SECONDS = 60;

/** The GET that follows a link (adminExportZipDownload); typed against the contract's paths. */
const DOWNLOAD_PATH = '/api/admin/v1/exports/zip' satisfies keyof paths;

/** What a link zips: one registration's files, a filter's registrations, or everything held about one registrant. */
export type ZipTarget = { registration: string } | { filter: RegistrationFilter } | { personalData: string };

export interface ZipLinkClaims {
  /** The staff member's uid. */
  staff: string;
  target: ZipTarget;
  /** Expiry, milliseconds since the epoch. */
  expires: number;
  nonce: string;
}

const keys = new WeakMap<Services, Promise<Buffer>>();

/** The HMAC key: the setting, or the one kept in the database (read once per app). */
export function zipLinkKey(services: Services): Promise<Buffer> {
  let key = keys.get(services);
  if (!key) {
    key = sharedSecret(services.db, 'export_link_key', services.config.exportLinkKey).then((secret) => Buffer.from(secret, 'utf8'));
    keys.set(services, key);
  }
  return key;
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function signZipLink(key: Buffer, claims: ZipLinkClaims): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The claims of a link signed with `key`, or null (altered, or not a link at all). */
export function verifiedClaims(key: Buffer, link: string): ZipLinkClaims | null {
  const [payload, signature, ...rest] = link.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ZipLinkClaims;
    return typeof claims.staff === 'string' && typeof claims.expires === 'number' && typeof claims.nonce === 'string' && claims.target ? claims : null;
  } catch {
    return null;
  }
}

/** A new link to `target` for `staff`: its URL and expiry. */
export async function mintZipLink(services: Services, staff: Staff, target: ZipTarget, now = new Date()): Promise<{ url: string; expiresAt: string }> {
  const expires = now.getTime() + ZIP_LINK_SECONDS * 1000;
  const link = signZipLink(await zipLinkKey(services), { staff: staff.uid, target, expires, nonce: randomBytes(16).toString('base64url') });
  return { url: `${DOWNLOAD_PATH}?link=${link}`, expiresAt: new Date(expires).toISOString() };
}

/** What the link names, when it is good for `staff` now; 403 otherwise (one message, whichever check failed). */
export async function redeemZipLink(services: Services, staff: Staff, link: string): Promise<ZipTarget> {
  const claims = verifiedClaims(await zipLinkKey(services), link);
  if (!claims || claims.staff !== staff.uid || claims.expires <= Date.now()) throw forbidden(exportMessages.zipLinkRefused);
  // The slot's window outlives the link, so the row is still there for any later try while the link is good.
  const taken = await services.rateLimits.take([{ key: `zip-link:${claims.nonce}`, limit: 1, windowSeconds: 2 * ZIP_LINK_SECONDS }]);
  if (taken.length === 0) throw forbidden(exportMessages.zipLinkRefused);
  return claims.target;
}
