// One hero on the board (SPEC.md section 2): team cards show title, description and image;
// individual cards show "organization-jobtitle", name, description and image. Opens the detail page.
import { Link } from 'react-router-dom';
import { heroDetailPath, type EditionNumber } from './editions';
import { HeroCover } from './hero-cover';
import { heroAffiliation, heroTitle, type Hero } from './hero-display';
import classes from './heroes.module.css';

/** `first`: the board's first card, whose cover is the largest paint on a phone: fetched at once, first. */
export function HeroCard({ hero, edition, first = false }: { hero: Hero; edition: EditionNumber; first?: boolean }) {
  const title = heroTitle(hero);
  const affiliation = hero.entityType === 'individual' ? heroAffiliation(hero) : '';
  return (
    <Link to={heroDetailPath(edition, hero.entityType, hero.uid)} className={classes.card}>
      {/* Cards are at least 260 px wide (heroes.module.css), one column on a phone. */}
      <HeroCover cover={hero.coverResourcesResp} className={classes.cover} sizes="(max-width: 600px) 100vw, 400px" first={first} />
      <div className={classes.cardBody}>
        {affiliation && <p className={classes.affiliation}>{affiliation}</p>}
        <h2 className={classes.cardTitle}>{title}</h2>
        <p className={classes.statement}>{hero.honorPersonalStatement}</p>
      </div>
    </Link>
  );
}
