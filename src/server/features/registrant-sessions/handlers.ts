// Sign-in by registration number + upload login code + security token; cookie sessions.
import { candidateShortNameOf } from '../registration';
import { ApiCode } from '../../../shared/api-codes';
import { messages } from '../../../shared/messages';
import { checkToken, settleSlots } from '../../platform/guards/slots-and-token';
import { countNumberFailure, signInAllowances, signInKeys, slowIfGuessed } from '../../platform/guards/throttle';
import { verifyAccessCode } from '../../platform/security/tokens';
import { RateLimits } from '../../platform/security/rate-limit';
import { signInAttempt } from './sign-in-queries';
import { userInfo } from './user-info';
import { signedIn, type HandlerContext, type HandlerResult, type Handlers } from '../../platform/contract/handler-types';
import { inFirstLane } from '../../platform/db/single-session-dialect';
import { unauthorized } from '../../platform/http/api-error';

async function signIn({ body, req, reply, services }: HandlerContext<'authSignIn'>): Promise<HandlerResult<'authSignIn'>> {
  const number = body.registrationNumber.trim().toUpperCase();
  const keys = signInKeys(number, req.ip);
  const allowances = signInAllowances(keys);
  const checked = await checkToken(services, body.cfToken, req.ip);
  // Two statements in all. This one takes the address's slots (429 when it has failed too often),
  // uses the token up, and reads the registration with its latest receipt and its number's failures
  // (an unknown number reads its failures and waits the same); the last writes the session, or counts
  // the failure.
  // Only a wrong code keeps the slots: a right code, a failed security check or an error gives them back.
  const attempt = await signInAttempt(services.db, allowances, checked, number, keys.number);
  const giveBack = await settleSlots(services, attempt, allowances, checked);
  let wrongCode = false;
  let settled = false;
  try {
    await slowIfGuessed(attempt.number_failures);
    // One answer for an unknown number and a wrong code (SPEC.md section 8).
    if (!attempt.uid || !attempt.access_code_hash || !(await verifyAccessCode(body.accessCode, attempt.access_code_hash))) {
      wrongCode = true;
      await countNumberFailure(services, keys.number);
      throw unauthorized(messages.loginWrong, ApiCode.badCredentials);
    }
    // The session row, the address's slot given back and the pair's count forgotten (the owner's
    // address starts afresh on this number; the number's own count still decays): one statement.
    await services.sessions.start(reply, attempt.uid, RateLimits.releasing(services.db, { giveBack: attempt.taken, reset: [keys.pair] }));
    settled = true;
    return {
      data: userInfo(
        {
          uid: attempt.uid,
          registrationNumber: attempt.registration_number!,
          status: attempt.status!,
          entityType: attempt.entity_type!,
          displayName: candidateShortNameOf({ entity_type: attempt.entity_type!, ind_name: attempt.ind_name, organization_name: attempt.organization_name! }),
          correctionReason: attempt.correction_reason,
          correctionDeadline: attempt.correction_deadline,
        },
        services.config,
        attempt.receipt_sequence === null || attempt.receipt_submitted_at === null ? undefined : { sequence: attempt.receipt_sequence, submitted_at: attempt.receipt_submitted_at },
      ),
    };
  } finally {
    if (!wrongCode && !settled) await giveBack();
  }
}

export const authHandlers = {
  // Its statements before other requests' (a surge's sign-ins answer within a second, issue 16).
  authSignIn: (ctx) => inFirstLane(() => signIn(ctx)),

  authMe: async (ctx) => {
    const registrant = signedIn(ctx);
    return { data: userInfo(registrant, ctx.services.config, await ctx.services.receipts.latest(registrant.uid)) };
  },

  authSignOut: async ({ req, reply, services }) => {
    await services.sessions.end(req, reply);
    return { data: null };
  },

  authToken: async ({ req, reply, services }) => {
    const { accessExpiresAt } = await services.sessions.refresh(req, reply);
    return { data: { accessExpiresAt: accessExpiresAt.toISOString() } };
  },
} satisfies Handlers;
