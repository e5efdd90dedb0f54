// Server-side sessions (DESIGN.md section 6): the access token (short-lived) and the refresh token
// travel only in httpOnly, SameSite=Strict cookies; the database keeps their hashes.
import { candidateShortNameOf } from '../registration';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QueryCreator } from 'kysely';
import { ApiCode } from '../../../shared/api-codes';
import { messages } from '../../../shared/messages';
import type { Config } from '../../platform/config/config';
import { ApiError, unauthorized } from '../../platform/http/api-error';
import type { Database } from '../../platform/db/index';
import type { DB } from '../../platform/db/schema';
import type { Registrant } from '../../platform/contract/callers';
import { newToken, sha256 } from '../../platform/security/tokens';

export const ACCESS_COOKIE = 'ta_access';
export const REFRESH_COOKIE = 'ta_refresh';
// Both cookies go to every API call: a request whose access token has lapsed must still show the
// refresh cookie, so the server can answer 2007 (refresh) rather than 2001 (signed out).
const COOKIE_PATH = '/api';

/** A refresh token names its session (not secret: a random UUID) beside 256 random bits. */
const refreshTokenFor = (sessionId: string) => `${sessionId}.${newToken()}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
function sessionIdOf(refresh: string): string | undefined {
  const id = refresh.split('.')[0] ?? '';
  return refresh.includes('.') && UUID.test(id) ? id : undefined;
}


export class Sessions {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
  ) {}

  /**
   * Starts a session for a registration and sets both cookies. `along`: a query creator carrying
   * changes (CTEs) to make in the same statement as the session row (a sign-in's throttle release).
   */
  async start(reply: FastifyReply, registrationUid: string, along: QueryCreator<DB> = this.db): Promise<{ accessExpiresAt: Date }> {
    const id = randomUUID();
    const access = newToken();
    const refresh = refreshTokenFor(id);
    const now = Date.now();
    const accessExpiresAt = new Date(now + this.config.accessTokenTtlSeconds * 1000);
    const refreshExpiresAt = new Date(now + this.config.refreshTokenTtlSeconds * 1000);
    await along
      .insertInto('session')
      .values({
        id,
        registration_uid: registrationUid,
        access_token_hash: sha256(access),
        access_expires_at: accessExpiresAt,
        refresh_token_hash: sha256(refresh),
        refresh_expires_at: refreshExpiresAt,
      })
      .execute();
    this.setCookies(reply, access, accessExpiresAt, refresh, refreshExpiresAt);
    return { accessExpiresAt };
  }

  /**
   * The registrant behind the request's access cookie. Throws 401: code 2007 whenever a refresh
   * could help (access expired, replaced by another tab's refresh, or dropped by the browser while
   * the refresh cookie lives), code 2001 otherwise.
   */
  async resolve(req: FastifyRequest): Promise<Registrant> {
    const access = req.cookies[ACCESS_COOKIE];
    const now = new Date();
    if (access) {
      const row = await this.db
        .selectFrom('session')
        .innerJoin('registration', 'registration.uid', 'session.registration_uid')
        .select([
          'session.id as sessionId',
          'session.access_expires_at',
          'registration.uid',
          'registration.registration_number',
          'registration.status',
          'registration.entity_type',
          'registration.organization_name',
          'registration.ind_name',
          'registration.correction_reason',
          'registration.correction_deadline',
        ])
        .where('session.access_token_hash', '=', sha256(access))
        .where('session.revoked_at', 'is', null)
        .executeTakeFirst();
      if (row && new Date(row.access_expires_at) > now) {
        return {
          uid: row.uid,
          registrationNumber: row.registration_number,
          status: row.status,
          entityType: row.entity_type,
          displayName: candidateShortNameOf(row),
          correctionReason: row.correction_reason,
          correctionDeadline: row.correction_deadline,
          sessionId: row.sessionId,
        };
      }
    }
    if (await this.refreshable(req)) throw unauthorized(messages.tokenExpired, ApiCode.tokenExpired);
    throw unauthorized();
  }

  /**
   * For operations anyone may call (the resource upload): the registrant, or null for a visitor with
   * no session. Cookies that name no live session (signed out, revoked by a new login code, refresh
   * lapsed, forged) count as no session too: they stand for nobody, and such a visitor may still do
   * what anyone may (an anonymous upload with a security token). A session that a refresh would renew
   * is NOT anonymous: it answers 401/2007 as every other operation does, so the browser refreshes and
   * retries as the registrant instead of being asked to sign in or pass a security check.
   */
  async resolveOptional(req: FastifyRequest): Promise<Registrant | null> {
    try {
      return await this.resolve(req);
    } catch (err) {
      if (err instanceof ApiError && err.code === ApiCode.notAuthenticated) return null;
      throw err;
    }
  }

  /**
   * Whether a refresh could help: the refresh cookie names a live session. A call sent with the
   * previous refresh token while another call was refreshing still learns 2007 (its retry carries
   * the new cookies), although that old token itself can no longer refresh.
   */
  private async refreshable(req: FastifyRequest): Promise<boolean> {
    const refresh = req.cookies[REFRESH_COOKIE];
    if (!refresh) return false;
    const sessionId = sessionIdOf(refresh);
    const row = await this.db
      .selectFrom('session')
      .select('id')
      .where((eb) => (sessionId ? eb('id', '=', sessionId) : eb('refresh_token_hash', '=', sha256(refresh))))
      .where('revoked_at', 'is', null)
      .where('refresh_expires_at', '>', new Date())
      .executeTakeFirst();
    return Boolean(row);
  }

  /**
   * Issues a new access token AND a new refresh token from a live refresh cookie: each refresh token
   * works once, so a copied one is useless after its owner's next refresh. A refused refresh leaves
   * the cookies alone: when two tabs race with the same token, the loser must not wipe the cookies
   * the winner just set (they share the browser's cookie jar).
   */
  async refresh(req: FastifyRequest, reply: FastifyReply): Promise<{ accessExpiresAt: Date }> {
    const refresh = req.cookies[REFRESH_COOKIE];
    if (!refresh) throw unauthorized();
    const access = newToken();
    const session = await this.db.selectFrom('session').select('id').where('refresh_token_hash', '=', sha256(refresh)).executeTakeFirst();
    if (!session) throw unauthorized();
    const nextRefresh = refreshTokenFor(session.id);
    const accessExpiresAt = new Date(Date.now() + this.config.accessTokenTtlSeconds * 1000);
    const updated = await this.db
      .updateTable('session')
      .set({ access_token_hash: sha256(access), access_expires_at: accessExpiresAt, refresh_token_hash: sha256(nextRefresh) })
      .where('id', '=', session.id)
      .where('refresh_token_hash', '=', sha256(refresh))
      .where('revoked_at', 'is', null)
      .where('refresh_expires_at', '>', new Date())
      .returning(['refresh_expires_at'])
      .executeTakeFirst();
    if (!updated) throw unauthorized();
    this.setAccessCookie(reply, access, accessExpiresAt);
    this.setRefreshCookie(reply, nextRefresh, new Date(updated.refresh_expires_at));
    return { accessExpiresAt };
  }

  /** Revokes whatever session the request's cookies name and clears them. */
  async end(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const access = req.cookies[ACCESS_COOKIE];
    const refresh = req.cookies[REFRESH_COOKIE];
    const hashes = [access && sha256(access), refresh && sha256(refresh)].filter(Boolean) as string[];
    if (hashes.length > 0) {
      await this.db
        .updateTable('session')
        .set({ revoked_at: new Date() })
        .where((eb) => eb.or([eb('access_token_hash', 'in', hashes), eb('refresh_token_hash', 'in', hashes)]))
        .where('revoked_at', 'is', null)
        .execute();
    }
    this.clearCookies(reply);
  }

  /** Revokes every session of a registration (e.g. after a new login code is issued). */
  async revokeAll(registrationUid: string): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ revoked_at: new Date() })
      .where('registration_uid', '=', registrationUid)
      .where('revoked_at', 'is', null)
      .execute();
  }

  private cookieBase() {
    return { httpOnly: true, sameSite: 'strict' as const, secure: this.config.secureCookies };
  }

  private setAccessCookie(reply: FastifyReply, token: string, expires: Date) {
    reply.setCookie(ACCESS_COOKIE, token, { ...this.cookieBase(), path: COOKIE_PATH, expires });
  }

  private setCookies(reply: FastifyReply, access: string, accessExpires: Date, refresh: string, refreshExpires: Date) {
    this.setAccessCookie(reply, access, accessExpires);
    this.setRefreshCookie(reply, refresh, refreshExpires);
  }

  private setRefreshCookie(reply: FastifyReply, token: string, expires: Date) {
    reply.setCookie(REFRESH_COOKIE, token, { ...this.cookieBase(), path: COOKIE_PATH, expires });
  }

  clearCookies(reply: FastifyReply) {
    reply.clearCookie(ACCESS_COOKIE, { ...this.cookieBase(), path: COOKIE_PATH });
    reply.clearCookie(REFRESH_COOKIE, { ...this.cookieBase(), path: COOKIE_PATH });
  }
}

declare module '../../platform/contract/services' {
  interface Services {
    /** Registrant sessions (cookies and their rows). */
    sessions: Sessions;
  }
}
