// Winner lists of an edition (SPEC.md section 2): a heading per award and its winners, each linking
// to the team or individual detail page; display fallbacks of section 3; the empty text when the
// edition has no list (or it failed to load, after the toast of section 8).
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../layout/use-page-title';
import page from '../common/page.module.css';
import { heroDetailPath, heroesBoardPath, type EditionNumber } from '../heroes/editions';
import classes from './awards.module.css';
import { useAwards } from './use-awards';
import { awardTitle, winnerName, winnerPerson, type AwardGroup, type Winner } from '../../../ui/content/winner-display';

export const AWARDS_TEXT = {
  loading: '得獎名單載入中',
  empty: (edition: EditionNumber) => `第 ${edition} 屆尚無得獎名單資料`,
  intro: '感謝每一位為臺灣觀光付出的團體與個人。點選得獎者可閱讀他們的故事。',
  kind: { group: '團體', individual: '個人' },
  heroesLink: '前往英雄榜',
} as const;

function WinnerItem({ winner, edition }: { winner: Winner; edition: EditionNumber }) {
  const name = winnerName(winner);
  const person = winnerPerson(winner);
  const body = (
    <>
      <span className={classes.kind} data-kind={winner.entityType}>
        {AWARDS_TEXT.kind[winner.entityType]}
      </span>
      <span className={classes.names}>
        <span className={classes.name}>{name}</span>
        {person && <span className={classes.person}>{person}</span>}
      </span>
    </>
  );
  return (
    <li>
      {winner.leaderboardsUid ? (
        <Link className={classes.winner} to={heroDetailPath(edition, winner.entityType, winner.leaderboardsUid)}>
          {body}
        </Link>
      ) : (
        <span className={classes.winner}>{body}</span>
      )}
    </li>
  );
}

function AwardSection({ group, edition }: { group: AwardGroup; edition: EditionNumber }) {
  const headingId = useId();
  return (
    <section className={classes.award} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.awardTitle}>
        {awardTitle(group)}
      </h2>
      <ul className={classes.winners}>
        {group.winners.map((w) => (
          <WinnerItem key={w.uid} winner={w} edition={edition} />
        ))}
      </ul>
    </section>
  );
}

function AwardsPage({ edition }: { edition: EditionNumber }) {
  const title = usePageTitle();
  const state = useAwards(edition);
  const awards = state.status === 'ready' ? state.awards : [];
  return (
    <div className={page.container}>
      <h1 className={page.title}>{title}</h1>
      {/* The intro shows while the lists load, and the placeholder is taller than the screen, so the
          lists arrive in place: nothing on screen moves (layout shift ≤ 0.05, issue 14). */}
      {state.status === 'loading' && (
        <>
          <p className={classes.intro}>{AWARDS_TEXT.intro}</p>
          <div className={`${classes.stack} ${classes.loadingStack}`} role="status" aria-label={AWARDS_TEXT.loading}>
            {[0, 1, 2].map((i) => (
              <div key={i} className={classes.skeleton} />
            ))}
          </div>
        </>
      )}
      {state.status !== 'loading' && awards.length === 0 && <p className={page.state}>{AWARDS_TEXT.empty(edition)}</p>}
      {awards.length > 0 && (
        <>
          <p className={classes.intro}>{AWARDS_TEXT.intro}</p>
          <div className={classes.stack}>
            {awards.map((group, i) => (
              <AwardSection key={`${i}-${group.award ?? ''}`} group={group} edition={edition} />
            ))}
          </div>
          <div className={page.actions}>
            <Link to={heroesBoardPath(edition)} className={`${page.button} ${page.buttonOutline}`}>
              {AWARDS_TEXT.heroesLink}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

export function makeAwardsRoute(edition: EditionNumber) {
  return { Component: () => <AwardsPage edition={edition} /> };
}
