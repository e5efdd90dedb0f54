// The open data's answers (zh-TW). Server-only.
export const openDataMessages = {
  unknownEdition: '查無此屆別',
  winnersNotPublished: '這一屆的得獎名單尚未公布',
  heroesNotPublished: '這一屆的英雄榜尚未公布',
} as const;
