// Staff sessions (issue 17): server-side rows, one httpOnly SameSite=Strict cookie of their own whose
// Path keeps it away from every registrant operation. A session ends after STAFF_IDLE_MINUTES without a
// request (sliding), STAFF_SESSION_HOURS after sign-in whatever happens, at sign-out, and when its
// account is disabled or its role changes (revokeAll). The database keeps only the token's SHA-256.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../platform/config/config';
import { unauthorized } from '../../platform/http/api-error';
import type { Database } from '../../platform/db/index';
import type { DB } from '../../platform/db/schema';
import { newToken, sha256 } from '../../platform/security/tokens';
import { ADMIN_PREFIX } from '../../platform/contract/operations';
import type { Staff } from '../../platform/contract/callers';

export const STAFF_COOKIE = 'ta_staff';
/** The cookie goes to staff operations only (their paths: ADMIN_PREFIX), never to a registrant's. */
const COOKIE_PATH = ADMIN_PREFIX.replace(/\/$/, '');

type Executor = Kysely<DB> | Transaction<DB>;

export class StaffSessions {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    /** The time (tests of the lifetimes may move it). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get idleMs() {
    return this.config.staffSession.idleMinutes * 60_000;
  }

  /** Starts a session (in the caller's transaction, beside its audit row) and sets the cookie. */
  async start(db: Executor, reply: FastifyReply, staffUid: string): Promise<void> {
    const token = newToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.config.staffSession.maxHours * 3600_000);
    await db.insertInto('staff_session').values({ id_hash: sha256(token), staff_uid: staffUid, created_at: now, expires_at: expiresAt, last_seen_at: now }).execute();
    reply.setCookie(STAFF_COOKIE, token, { ...this.cookieBase(), expires: expiresAt });
  }

  /**
   * The staff member behind the request's cookie, or null: no cookie, unknown, ended, idle too long, account
   * disabled. A live session's last request is written down by the same statement that finds it, every
   * time: the idle limit counts from the last request. (Writing it at most once a minute, as before issue
   * 30, ended a session up to a minute early: 29 min after the last request when that came 59 s after the
   * last one written.)
   */
  async find(req: FastifyRequest): Promise<(Staff & { sessionHash: string }) | null> {
    const token = req.cookies[STAFF_COOKIE];
    if (!token) return null;
    const now = this.now();
    const row = await this.db
      .updateTable('staff_session')
      .from('staff_account')
      .set({ last_seen_at: now })
      .whereRef('staff_account.uid', '=', 'staff_session.staff_uid')
      .where('staff_session.id_hash', '=', sha256(token))
      .where('staff_session.revoked_at', 'is', null)
      .where('staff_session.expires_at', '>', now)
      .where('staff_session.last_seen_at', '>', new Date(now.getTime() - this.idleMs))
      .where('staff_account.disabled_at', 'is', null)
      .returning(['staff_session.id_hash', 'staff_account.uid', 'staff_account.email', 'staff_account.display_name', 'staff_account.role'])
      .executeTakeFirst();
    if (!row) return null;
    return { uid: row.uid, email: row.email, displayName: row.display_name, role: row.role, sessionHash: row.id_hash };
  }

  /** As find, but 401 without a live staff session (whatever registrant cookies came along). */
  async resolve(req: FastifyRequest): Promise<Staff> {
    const staff = await this.find(req);
    if (!staff) throw unauthorized();
    return staff;
  }

  /** Ends the request's session, if any, and clears the cookie (in the caller's transaction, beside its audit row). */
  async end(db: Executor, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = req.cookies[STAFF_COOKIE];
    if (token) await db.updateTable('staff_session').set({ revoked_at: this.now() }).where('id_hash', '=', sha256(token)).where('revoked_at', 'is', null).execute();
    reply.clearCookie(STAFF_COOKIE, this.cookieBase());
  }

  /** Ends every session of an account (disabled, role changed, enrolled again). */
  async revokeAll(db: Executor, staffUid: string): Promise<void> {
    await db.updateTable('staff_session').set({ revoked_at: this.now() }).where('staff_uid', '=', staffUid).where('revoked_at', 'is', null).execute();
  }

  /** Ends every session of an account but the request's (its own password or app changed); answers how many ended. */
  async revokeOthers(db: Executor, req: FastifyRequest, staffUid: string): Promise<number> {
    const token = req.cookies[STAFF_COOKIE];
    const ended = await db
      .updateTable('staff_session')
      .set({ revoked_at: this.now() })
      .where('staff_uid', '=', staffUid)
      .where('revoked_at', 'is', null)
      .$if(token !== undefined, (q) => q.where('id_hash', '!=', sha256(token!)))
      .executeTakeFirst();
    return Number(ended.numUpdatedRows);
  }

  private cookieBase() {
    return { httpOnly: true, sameSite: 'strict' as const, secure: this.config.secureCookies, path: COOKIE_PATH };
  }
}

declare module '../../platform/contract/services' {
  interface Services {
    /** Staff sessions of the back office (a cookie and table of their own). */
    staffSessions: StaffSessions;
  }
}
