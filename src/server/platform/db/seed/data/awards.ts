// Demo winner lists for editions 1 and 2 (none for edition 3: its page shows the empty text). Each
// winner links to its demo hero (heroUid). Winners without an organization (freelance guides) show
// the person's name: the display-name fallback of SPEC.md section 3.
import { heroes, heroUid } from './heroes';
import type { AwardSeed, HeroSeed } from './types';

type Winner = AwardSeed['winners'][number];

const heroByUid = new Map(heroes.map((h) => [h.uid, h]));

/** A winner row copied from its hero, so that the list and the detail page never disagree. */
function winnerOf(uid: string, hero: string): Winner {
  const h: HeroSeed | undefined = heroByUid.get(hero);
  if (!h) throw new Error(`award winner ${uid} names an unknown hero ${hero}`);
  return {
    uid,
    heroUid: h.uid,
    entityType: h.entityType,
    organizationName: h.organizationName,
    personName: h.entityType === 'individual' ? h.indName : null,
    indJobTitle: h.indJobTitle,
    indName: h.indName,
  };
}

const awardUid = (edition: 1 | 2, n: number) => `a3a70000-0000-4000-8000-0000${edition}0${String(n).padStart(6, '0')}`;
const winnerUid = (edition: 1 | 2, award: number, n: number) =>
  `a3a70000-0000-4000-8000-0000${edition}${award}${String(n).padStart(6, '0')}`;

function award(edition: 1 | 2, n: number, title: string, members: [kind: 'team' | 'individual', hero: number][]): AwardSeed {
  return {
    uid: awardUid(edition, n),
    editionCategory: edition === 1 ? 'edition_1st' : 'edition_2nd',
    title,
    orderIndex: n,
    winners: members.map(([kind, hero], i) => winnerOf(winnerUid(edition, n, i + 1), heroUid(edition, kind, hero))),
  };
}

export const awards: AwardSeed[] = [
  award(1, 1, '團體組金質獎', [['team', 1], ['team', 2], ['team', 3]]),
  award(1, 2, '個人組金質獎', [['individual', 1], ['individual', 2], ['individual', 3], ['individual', 4]]),
  award(1, 3, '評審團特別獎', [['team', 4], ['individual', 5]]),
  award(2, 1, '團體組金質獎', [['team', 1], ['team', 3], ['team', 5]]),
  award(2, 2, '個人組金質獎', [['individual', 1], ['individual', 2], ['individual', 3], ['individual', 5]]),
  award(2, 3, '永續觀光特別獎', [['team', 2], ['individual', 6]]),
  award(2, 4, '數位創新特別獎', [['team', 4], ['individual', 4]]),
];
