// Step 3 other data: the recommendation (letter or validated number, source units), the employment
// proof and the self-introduction video.
import { signedIn, type Handlers } from '../../platform/contract/handler-types';
import { tooManyRequests } from '../../platform/http/api-error';
import { EMPLOYMENT_PROOF, readDocument, saveDocument, SELF_INTRODUCTION } from './documents';
import { whileEditable } from '../registration';
import { checkRecommendationNumber, readRecommendation, registrationAnswer, saveRecommendation } from './recommendation';

/** Number checks per registrant per window: enough for typing mistakes, too few to list the registrations. */
const NUMBER_CHECKS = { limit: 30, windowSeconds: 15 * 60 } as const;

export const uploadDocumentHandlers = {
  registrationsValidateRecommendationNumber: async (ctx) => {
    const { body, services } = ctx;
    const registrant = signedIn(ctx);
    const hits = await services.rateLimits.hit(`recommendation-number:${registrant.uid}`, NUMBER_CHECKS.windowSeconds);
    if (hits > NUMBER_CHECKS.limit) throw tooManyRequests();
    return { data: await checkRecommendationNumber(services.db, registrant.uid, body.recommendationNumber) };
  },

  recommendationRead: async ({ params, services }) => {
    const row = await registrationAnswer(services.db, params.uid);
    return { data: await readRecommendation(services.db, row) };
  },

  recommendationUpdate: async ({ params, body, services }) => ({
    data: await whileEditable(services, params.uid, (trx) => saveRecommendation(trx, params.uid, body)),
  }),

  certificateEmploymentRead: async ({ params, services }) => ({
    data: { certificateEmploymentResourcesResp: await readDocument(services.db, EMPLOYMENT_PROOF, params.uid) },
  }),

  certificateEmploymentUpdate: async ({ params, body, services }) => ({
    data: {
      certificateEmploymentResourcesResp: await whileEditable(services, params.uid, (trx) =>
        saveDocument(trx, EMPLOYMENT_PROOF, params.uid, body.certificateEmploymentResourcesUid ?? null),
      ),
    },
  }),

  selfIntroductionRead: async ({ params, services }) => ({
    data: { selfIntroductionResourcesResp: await readDocument(services.db, SELF_INTRODUCTION, params.uid) },
  }),

  selfIntroductionUpdate: async ({ params, body, services }) => ({
    data: {
      selfIntroductionResourcesResp: await whileEditable(services, params.uid, (trx) =>
        saveDocument(trx, SELF_INTRODUCTION, params.uid, body.selfIntroductionResourcesUid ?? null),
      ),
    },
  }),
} satisfies Handlers;
