// Eight decorative stars at random positions (SPEC.md section 2). Our own SVG, hidden from
// assistive technology, absolutely positioned inside a clipped layer so they never move or widen
// the page. Positions are drawn once per visit of the layout, and only ever in the side gutters
// outside the content column (site-layout.module.css), so no star lands on a heading or text; a
// window with no gutter shows none.
import { useState, type CSSProperties } from 'react';
import classes from './site-layout.module.css';

export const STAR_COUNT = 8;

interface Star {
  top: number;
  /** Where in its gutter, 0 (outer edge) to 1 (touching the content column's padding). */
  across: number;
  side: 'left' | 'right';
  size: number;
  delay: number;
  tone: 'gold' | 'navy';
}

function drawStars(): Star[] {
  return Array.from({ length: STAR_COUNT }, (_, i) => ({
    top: 4 + Math.random() * 88,
    across: 0.15 + Math.random() * 0.75,
    // Alternate sides so the stars frame the content.
    side: i % 2 === 0 ? 'left' : 'right',
    size: 12 + Math.round(Math.random() * 16),
    delay: Math.round(Math.random() * 4000),
    tone: i % 3 === 0 ? 'navy' : 'gold',
  }));
}

export default function DecorativeStars() {
  const [stars] = useState(drawStars);
  return (
    <div className={classes.stars} aria-hidden="true" data-testid="decorative-stars">
      {stars.map((s, i) => (
        <svg
          key={i}
          className={classes.star}
          data-tone={s.tone}
          data-side={s.side}
          style={{ top: `${s.top}%`, width: s.size, height: s.size, animationDelay: `${s.delay}ms`, '--across': s.across, '--size': `${s.size}px` } as CSSProperties}
          focusable="false"
        >
          <use href="/art/icons.svg#star" />
        </svg>
      ))}
    </div>
  );
}
