// One published news item and one third-edition hero whose texts carry the hostile strings (issue 7),
// written into the e2e database before the server starts (e2e/seed-hostile-content.ts, run by
// global-setup.ts) and read by e2e/hostile-render.spec.ts. The news item is older than every seeded
// one, so the other specs' "newest first" item is unchanged; no other spec reads the third
// edition's heroes board (the seed has none there).
import { HOSTILE } from '../tests/helpers/hostile-strings';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Formatting the sanitiser keeps, shown next to the hostile markup it removes. */
export const SAFE_FORMATTING = { strong: '粗體保留', emphasis: '斜體保留', link: '站內連結', linkHref: '/pages/news', badLink: '惡意連結' } as const;

export const HOSTILE_NEWS = {
  uid: '6a0f3a52-8c1e-4d7b-9f2a-0000000e2e07',
  categorySlug: 'announcement',
  startsAt: '2025-08-01T09:00:00+08:00',
  // A title is plain text: every string must show as typed.
  title: `${HOSTILE.script}${HOSTILE.handler} ${HOSTILE.template} ${HOSTILE.emoji}${HOSTILE.fullWidth}`,
  // A body is HTML (sanitised by DOMPurify in the page): the hostile markup as markup, and the same
  // strings escaped, which must then read as text.
  content: [
    `<p>安全格式：<strong>${SAFE_FORMATTING.strong}</strong>、<em>${SAFE_FORMATTING.emphasis}</em>、<a href="${SAFE_FORMATTING.linkHref}">${SAFE_FORMATTING.link}</a></p>`,
    HOSTILE.script,
    HOSTILE.handler,
    HOSTILE.svg,
    `<p><a href="${HOSTILE.link}">${SAFE_FORMATTING.badLink}</a></p>`,
    `<p>${HOSTILE.template}</p>`,
    `<p>${escapeHtml(HOSTILE.script)}</p>`,
    `<p>${escapeHtml(HOSTILE.sqlDrop)} ${HOSTILE.emoji} ${HOSTILE.fullWidth}</p>`,
    // Last: an unclosed <iframe> turns the rest of the HTML into its (removed) content.
    `<p>${HOSTILE.attribute}</p>`,
  ].join('\n'),
  /** Strings the body must show as literal text. */
  bodyText: [HOSTILE.template, HOSTILE.script, HOSTILE.sqlDrop, HOSTILE.emoji, HOSTILE.fullWidth],
} as const;

export const HOSTILE_HERO = {
  uid: '6a0f3a52-8c1e-4d7b-9f2a-0000000e2e08',
  editionCategory: 'edition_3rd',
  entityType: 'group',
  // Plain text everywhere on the hero pages.
  organizationName: `${HOSTILE.script}${HOSTILE.emoji}`,
  name: `${HOSTILE.handler}${HOSTILE.fullWidth}`,
  honorPersonalStatement: `${HOSTILE.svg} ${HOSTILE.template}`,
  story: [`${HOSTILE.attribute} ${HOSTILE.link}`, `${HOSTILE.sqlDrop}`].join('\n\n'),
  coverUrl: '/art/heroes/old-street.svg',
  orderIndex: 1,
} as const;
