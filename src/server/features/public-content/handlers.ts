// Health, public settings and the security-check challenge.
import { registrationOpen, uploadOpen } from '../../platform/config/config';
import { registrationWindowMessage, uploadWindowMessage } from '../../../shared/window-messages';
import type { Handlers } from '../../platform/contract/handler-types';
import { pingDatabase } from '../../platform/db/ping';
import { EDITION_CATEGORY } from '../../../shared/editions';
import { publishedEditions } from '../awards';
import { replacedFilms } from '../films';


export const siteHandlers = {
  healthCheck: async ({ services }) => {
    await pingDatabase(services.db);
    return { data: { status: 'ok', database: services.dbKind } };
  },

  settingsPublic: async ({ services, reply }) => {
    const p = services.config.programme;
    const now = new Date();
    const isRegistrationOpen = registrationOpen(services.config, now);
    const isUploadOpen = uploadOpen(services.config, now);
    reply.header('Cache-Control', 'no-cache');
    return {
      data: {
        siteTitle: p.siteTitle,
        programmeName: p.programmeName,
        edition: p.edition,
        editionCategory: EDITION_CATEGORY[p.edition],
        registrationOpensAt: p.registrationOpensAt,
        registrationClosesAt: p.registrationClosesAt,
        uploadClosesAt: p.uploadClosesAt,
        registrationOpen: isRegistrationOpen,
        uploadOpen: isUploadOpen,
        // The pages show these as they are: the dates are formatted here, not in the browser's bundle.
        ...(isRegistrationOpen ? {} : { registrationNotice: registrationWindowMessage(p, now) }),
        ...(isUploadOpen ? {} : { uploadNotice: uploadWindowMessage(p, now) }),
        now: now.toISOString(),
        hostAuthority: p.hostAuthority,
        institute: p.institute,
        contactPhone: p.contactPhone,
        contactExtensions: p.contactExtensions,
        contactHours: p.contactHours,
        retentionMonths: services.config.retention.months,
        mailbox: p.mailbox,
        messagingUrl: p.messagingUrl,
        promoVideoId: p.promoVideoId,
        tutorialVideoId: p.tutorialVideoId,
        ...(p.accessibilityMark ? { accessibilityMark: p.accessibilityMark } : {}),
        captchaProvider: services.captcha.provider,
        // The header menu's winner lists and heroes boards (issue 18): one small query, so a publication shows at once.
        publishedEditions: await publishedEditions(services.db),
        // The films an editor replaced (issue 31): the video pages play these instead of the built-in ones.
        replacedFilms: await replacedFilms(services.db),
        ...(services.captcha.provider === 'turnstile' ? { turnstileSiteKey: services.config.captcha.turnstileSiteKey } : {}),
      },
    };
  },

  captchaChallenge: async ({ services, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return { data: await services.captcha.challenge() };
  },
} satisfies Handlers;
