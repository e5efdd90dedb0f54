// Sign-in with a passkey as the second factor (issue 28): e-mail + password, then the passkey's signature.
//
// The first step must tell no more than a code sign-in does, which never says that a password alone was
// right. So it answers the same whatever it finds: a handle and options naming no credential (the
// passkeys are discoverable: the browser offers those it holds for this site), and it does the same work
// (account, password hash, passkey count) every time, so its timing does not tell either. What it found
// wrong is kept with the challenge and told by the second step, with the code sign-in's one 401, the same
// throttle (its slots are taken by the first step and given back only by a success) and the same audit rows.
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { emailKey, reserve, slowIfGuessed } from '../../platform/guards/throttle';
import type { BodyOf, DataOf } from '../../platform/contract/handler-types';
import type { Services } from '../../platform/contract/services';
import { checkAccount, refuseSignIn, staffAddressAllowance, staffSignInAllowances, staffSignInKeys, startSignedIn, type SignInFailure } from './sign-in';
import { beginAuthentication, recordPasskeyUse, takeChallenge, verifyAssertion } from './webauthn';
import { staffMessages } from './staff-messages';

export async function passkeySignInOptions(services: Services, req: FastifyRequest, body: BodyOf<'staffPasskeySignInOptions'>): Promise<DataOf<'staffPasskeySignInOptions'>> {
  const email = emailKey(body.email);
  const keys = staffSignInKeys(email, req.ip);
  await reserve(services, staffSignInAllowances(keys), staffMessages.staffTooManyAttempts);
  await slowIfGuessed(await services.rateLimits.count(keys.account));
  const { account, failure } = await checkAccount(services, email, body.password);
  const passkeys = await services.db
    .selectFrom('staff_passkey')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('staff_uid', '=', account?.uid ?? '')
    .executeTakeFirstOrThrow();
  const found: SignInFailure | null = failure ?? (Number(passkeys.n) === 0 ? 'no-passkey' : null);
  return beginAuthentication(services.db, services.config, { staffUid: account?.uid ?? null, email, failure: found });
}

export async function passkeySignIn(services: Services, req: FastifyRequest, reply: FastifyReply, body: BodyOf<'staffPasskeySignIn'>): Promise<DataOf<'staffPasskeySignIn'>> {
  const credential = body.credential as AuthenticationResponseJSON;
  const challenge = await takeChallenge(services.db, body.handle, 'sign-in');
  if (!challenge) {
    // No such ceremony (never begun, already finished, ended): no account to count against, but the
    // address spends a slot of its own, so handles cannot be tried (nor the log filled) without end.
    await reserve(services, [staffAddressAllowance(staffSignInKeys('', req.ip))], staffMessages.staffTooManyAttempts);
    return refuseSignIn(services, req, null, '', null, 'challenge', 'passkey');
  }
  const email = challenge.email ?? '';
  const keys = staffSignInKeys(email, req.ip);
  const staffUid = challenge.staff_uid;
  if (challenge.failure || !staffUid) return refuseSignIn(services, req, keys, email, staffUid, (challenge.failure as SignInFailure | null) ?? 'unknown-account', 'passkey');

  // Read again: the account may have been disabled since the first step.
  const account = await services.db.selectFrom('staff_account').selectAll().where('uid', '=', staffUid).where('disabled_at', 'is', null).where('enrolled_at', 'is not', null).executeTakeFirst();
  if (!account) return refuseSignIn(services, req, keys, email, staffUid, 'disabled', 'passkey');
  const passkey = await services.db.selectFrom('staff_passkey').selectAll().where('credential_id', '=', credential.id).where('staff_uid', '=', staffUid).executeTakeFirst();
  if (!passkey) return refuseSignIn(services, req, keys, email, staffUid, 'passkey', 'passkey');
  const check = await verifyAssertion(services.config, challenge, passkey, credential);
  if (!check.ok) return refuseSignIn(services, req, keys, email, staffUid, check.reason, 'passkey');
  // Of two sign-ins with one counter value, the second finds it used.
  if (!(await recordPasskeyUse(services.db, passkey.credential_id, check.counter, check.backedUp))) return refuseSignIn(services, req, keys, email, staffUid, 'counter', 'passkey');

  // The first step's slots: the address's given back, the owner's pair starts afresh (as a code sign-in).
  await services.rateLimits.release({ giveBack: [keys.ip], reset: [keys.pair] });
  return startSignedIn(services, req, reply, account, 'passkey');
}
