// Step 2 tourism event photos and step 3 workplace photos: list, add an uploaded photo, delete.
import { signedIn, type Handlers } from '../../platform/contract/handler-types';
import { whileEditable } from '../registration';
import { addPicture, listPictures, removePicture, toPicture, toProfessionPicture } from './pictures';
import { TOURISM_PHOTOS, WORKPLACE_PHOTOS } from '../resources';

export const uploadPictureHandlers = {
  picturesRead: async ({ params, services }) => ({
    data: (await listPictures(services.db, TOURISM_PHOTOS, params.uid)).map(toPicture),
  }),

  picturesCreate: async (ctx) => {
    const { body, services } = ctx;
    const registrant = signedIn(ctx);
    const row = await whileEditable(services, registrant.uid, (trx) => addPicture(services, trx, TOURISM_PHOTOS, body));
    return { data: toPicture(row) };
  },

  picturesDelete: async (ctx) => {
    const registrant = signedIn(ctx);
    await whileEditable(ctx.services, registrant.uid, (trx) => removePicture(trx, TOURISM_PHOTOS, ctx.params.id));
    return { data: null };
  },

  professionPicturesRead: async ({ params, services }) => ({
    data: (await listPictures(services.db, WORKPLACE_PHOTOS, params.uid)).map(toProfessionPicture),
  }),

  professionPicturesCreate: async (ctx) => {
    const { body, services } = ctx;
    const registrant = signedIn(ctx);
    const row = await whileEditable(services, registrant.uid, (trx) => addPicture(services, trx, WORKPLACE_PHOTOS, body));
    return { data: toProfessionPicture(row) };
  },

  professionPicturesDelete: async (ctx) => {
    const registrant = signedIn(ctx);
    await whileEditable(ctx.services, registrant.uid, (trx) => removePicture(trx, WORKPLACE_PHOTOS, ctx.params.id));
    return { data: null };
  },
} satisfies Handlers;
