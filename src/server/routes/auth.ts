// Sign-in by registration number + upload login code + security token; cookie sessions.
import { ApiCode } from '../../shared/api-codes';
import { messages } from '../../shared/messages';
import { requireCaptcha } from '../auth/captcha-guard';
import { countNumberFailure, reserve, signInAllowances, signInKeys, slowIfGuessed } from '../auth/throttle';
import { verifyAccessCode } from '../auth/tokens';
import { sql } from '../db/kysely-runtime';
import { RateLimits } from '../security/rate-limit';
import { userInfo } from '../auth/user-info';
import { signedIn, type Handlers } from '../contract/handler-types';
import { unauthorized } from '../contract/api-error';

export const authHandlers = {
  authSignIn: async ({ body, req, reply, services }) => {
    const number = body.registrationNumber.trim().toUpperCase();
    const keys = signInKeys(number, req.ip);
    // The attempt takes its slots first (429 when this address has failed too often); only a wrong
    // code keeps them. A right code, a failed security check or an error gives them back.
    const giveBack = await reserve(services, signInAllowances(keys));
    let wrongCode = false;
    let settled = false;
    try {
      await requireCaptcha(services, body.cfToken, req.ip);
      // The registration and its number's failures in one statement (a surge's sign-ins queue for the
      // one embedded session): an unknown number still reads its failures and waits the same.
      const { number_failures: numberFailures, ...row } = await services.db
        .selectFrom(sql<{ attempt: number }>`(select 1 as attempt)`.as('attempt'))
        .leftJoin('registration', (join) => join.on('registration.registration_number', '=', number))
        .select(['uid', 'registration_number', 'access_code_hash', 'status', 'entity_type', 'organization_name', 'ind_name', 'correction_reason', 'correction_deadline'])
        .select(RateLimits.countOf(keys.number).as('number_failures'))
        .executeTakeFirstOrThrow();
      await slowIfGuessed(numberFailures);
      // One answer for an unknown number and a wrong code (SPEC.md section 8).
      if (!row.uid || !row.access_code_hash || !(await verifyAccessCode(body.accessCode, row.access_code_hash))) {
        wrongCode = true;
        await countNumberFailure(services, keys.number);
        throw unauthorized(messages.loginWrong, ApiCode.badCredentials);
      }
      // The owner's address starts afresh on this number; the number's own count still decays.
      settled = true;
      await giveBack({ reset: [keys.pair] });
      await services.sessions.start(reply, row.uid);
      return {
        data: userInfo(
          {
            uid: row.uid,
            registrationNumber: row.registration_number!,
            status: row.status!,
            entityType: row.entity_type!,
            displayName: row.entity_type === 'individual' && row.ind_name ? row.ind_name : row.organization_name!,
            correctionReason: row.correction_reason,
            correctionDeadline: row.correction_deadline,
          },
          services.config,
        ),
      };
    } finally {
      if (!wrongCode && !settled) await giveBack();
    }
  },

  authMe: async (ctx) => ({ data: userInfo(signedIn(ctx), ctx.services.config) }),

  authSignOut: async ({ req, reply, services }) => {
    await services.sessions.end(req, reply);
    return { data: null };
  },

  authToken: async ({ req, reply, services }) => {
    const { accessExpiresAt } = await services.sessions.refresh(req, reply);
    return { data: { accessExpiresAt: accessExpiresAt.toISOString() } };
  },
} satisfies Handlers;
