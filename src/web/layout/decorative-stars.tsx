// Eight decorative stars at random positions (SPEC.md section 2). Our own SVG, hidden from
// assistive technology, absolutely positioned inside a clipped layer so they never move or widen
// the page. Positions are drawn once per visit of the layout.
import { useState } from 'react';
import classes from './site-layout.module.css';

export const STAR_COUNT = 8;

interface Star {
  top: number;
  left: number;
  size: number;
  delay: number;
  tone: 'gold' | 'navy';
}

function drawStars(): Star[] {
  return Array.from({ length: STAR_COUNT }, (_, i) => ({
    top: 4 + Math.random() * 88,
    // Alternate sides so the stars frame the content rather than sit on it.
    left: i % 2 === 0 ? 1 + Math.random() * 14 : 85 + Math.random() * 13,
    size: 12 + Math.round(Math.random() * 16),
    delay: Math.round(Math.random() * 4000),
    tone: i % 3 === 0 ? 'navy' : 'gold',
  }));
}

export function DecorativeStars() {
  const [stars] = useState(drawStars);
  return (
    <div className={classes.stars} aria-hidden="true" data-testid="decorative-stars">
      {stars.map((s, i) => (
        <svg
          key={i}
          className={classes.star}
          data-tone={s.tone}
          style={{ top: `${s.top}%`, left: `${s.left}%`, width: s.size, height: s.size, animationDelay: `${s.delay}ms` }}
          focusable="false"
        >
          <use href="/art/icons.svg#star" />
        </svg>
      ))}
    </div>
  );
}
