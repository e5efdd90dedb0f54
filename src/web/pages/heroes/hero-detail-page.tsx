// Team and individual detail pages (SPEC.md section 2), loaded on demand: cover, edition and award,
// name (and "organization-jobtitle" for individuals), the honour statement and the story. Renders
// once the hero is loaded; an address whose edition or kind does not match the hero is corrected.
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useItemTitle } from '../../layout/use-item-title';
import page from '../common/page.module.css';
import { EDITION_LABEL, editionNumberOf, entityTypeOf, heroDetailPath, heroesBoardPath, type EditionNumber, type HeroKind } from './editions';
import { HeroCover } from './hero-cover';
import { heroAffiliation, heroTitle } from './hero-display';
import classes from './heroes.module.css';
import { useHero, type HeroDetail } from './use-heroes';

export const HERO_DETAIL_TEXT = {
  loading: '英雄資料載入中',
  back: '回英雄榜',
  story: '英雄故事',
  kind: { team: '團體', individual: '個人' } satisfies Record<HeroKind, string>,
  notFound: messages.heroNotFound,
  failed: messages.fetchFailed,
} as const;

function BackToBoard({ edition }: { edition: EditionNumber }) {
  return (
    <Link to={heroesBoardPath(edition)} className={page.button}>
      <IconArrowLeft size={18} aria-hidden="true" />
      {HERO_DETAIL_TEXT.back}
    </Link>
  );
}

function HeroArticle({ hero, edition, kind }: { hero: HeroDetail; edition: EditionNumber; kind: HeroKind }) {
  const title = heroTitle(hero);
  useItemTitle(title);
  const subtitle = hero.entityType === 'individual' ? heroAffiliation(hero) : hero.organizationName !== title ? hero.organizationName : null;
  const paragraphs = hero.story.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <article className={classes.detail}>
      <div className={classes.detailHead}>
        <HeroCover cover={hero.coverResourcesResp} className={classes.detailCover} sizes="(max-width: 768px) 100vw, 480px" />
        <div>
          <ul className={classes.badges}>
            <li className={classes.badge}>
              {EDITION_LABEL[edition]}
              {HERO_DETAIL_TEXT.kind[kind]}
            </li>
            {hero.awardTitle && <li className={`${classes.badge} ${classes.badgeGold}`}>{hero.awardTitle}</li>}
          </ul>
          <h1 className={classes.detailTitle}>{title}</h1>
          {subtitle && <p className={classes.detailAffiliation}>{subtitle}</p>}
          <blockquote className={classes.quote}>{hero.honorPersonalStatement}</blockquote>
        </div>
      </div>
      <section className={classes.story} aria-label={HERO_DETAIL_TEXT.story}>
        <h2 className={classes.storyHeading}>{HERO_DETAIL_TEXT.story}</h2>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
      <div className={classes.detailActions}>
        <BackToBoard edition={edition} />
      </div>
    </article>
  );
}

function HeroDetailPage({ edition, kind }: { edition: EditionNumber; kind: HeroKind }) {
  const { id = '' } = useParams();
  const state = useHero(id);

  if (state.status === 'loading') {
    return (
      <div className={`${page.container} ${page.narrow}`}>
        <div className={`${classes.skeleton} ${classes.skeletonDetail}`} role="status" aria-label={HERO_DETAIL_TEXT.loading} />
      </div>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className={`${page.container} ${page.narrow}`}>
        <p className={`${page.state} ${classes.total}`}>{state.status === 'missing' ? HERO_DETAIL_TEXT.notFound : HERO_DETAIL_TEXT.failed}</p>
        <div className={page.actions}>
          <BackToBoard edition={edition} />
        </div>
      </div>
    );
  }
  const hero = state.hero;
  const heroEdition = editionNumberOf(hero.editionCategory);
  if (heroEdition !== edition || hero.entityType !== entityTypeOf(kind)) {
    return <Navigate to={heroDetailPath(heroEdition, hero.entityType, hero.uid)} replace />;
  }
  return (
    <div className={`${page.container} ${page.narrow}`}>
      <HeroArticle hero={hero} edition={edition} kind={kind} />
    </div>
  );
}

export function makeHeroDetailRoute(edition: EditionNumber, kind: HeroKind) {
  return { Component: () => <HeroDetailPage edition={edition} kind={kind} /> };
}
