// Sign-in by registration number + upload login code + security token; cookie sessions.
import { ApiCode } from '../../shared/api-codes';
import { messages } from '../../shared/messages';
import { requireCaptcha } from '../auth/captcha-guard';
import { assertNotThrottled, countFailure, THROTTLE } from '../auth/throttle';
import { verifyAccessCode } from '../auth/tokens';
import { userInfo } from '../auth/user-info';
import { signedIn, type Handlers } from '../contract/handler-types';
import { unauthorized } from '../contract/api-error';

export const authHandlers = {
  authSignIn: async ({ body, req, reply, services }) => {
    const number = body.registrationNumber.trim().toUpperCase();
    const keys = { ip: `login:ip:${req.ip}`, number: `login:number:${number}` };
    await assertNotThrottled(services, [
      { key: keys.ip, limit: THROTTLE.perIp },
      { key: keys.number, limit: THROTTLE.perNumber },
    ]);
    await requireCaptcha(services, body.cfToken, req.ip);
    const row = await services.db
      .selectFrom('registration')
      .select(['uid', 'registration_number', 'access_code_hash', 'status', 'entity_type', 'organization_name', 'ind_name'])
      .where('registration_number', '=', number)
      .executeTakeFirst();
    // One answer for an unknown number and a wrong code (SPEC.md section 8).
    if (!row || !(await verifyAccessCode(body.accessCode, row.access_code_hash))) {
      await countFailure(services, [keys.ip, keys.number]);
      throw unauthorized(messages.loginWrong, ApiCode.badCredentials);
    }
    await services.rateLimits.reset(keys.number);
    await services.sessions.start(reply, row.uid);
    return {
      data: userInfo(
        {
          uid: row.uid,
          registrationNumber: row.registration_number,
          status: row.status,
          entityType: row.entity_type,
          displayName: row.entity_type === 'individual' && row.ind_name ? row.ind_name : row.organization_name,
        },
        services.config,
      ),
    };
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
