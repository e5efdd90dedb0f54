// Steps 1 and 4: merit and bonus-merit entries (add, list, delete; never edited).
import { signedIn, type Handlers } from '../../platform/contract/handler-types';
import { checkAchievement, deleteAchievement, insertAchievement, listAchievements } from './achievements';
import { whileEditable } from '../registration';

export const uploadAchievementHandlers = {
  achievementsRead: async ({ params, query, services }) => ({
    data: await listAchievements(services.db, params.uid, query.achievementCategory),
  }),

  achievementsCreate: async (ctx) => {
    const { body, services } = ctx;
    const registrant = signedIn(ctx);
    const entry = checkAchievement(services, body);
    const data = await whileEditable(services, registrant.uid, (trx) => insertAchievement(services, trx, registrant.uid, entry));
    return { data };
  },

  achievementsDelete: async (ctx) => {
    const { params, services } = ctx;
    const registrant = signedIn(ctx);
    await whileEditable(services, registrant.uid, (trx) => deleteAchievement(trx, params.id));
    return { data: null };
  },
} satisfies Handlers;
