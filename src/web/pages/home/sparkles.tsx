// Sparkles at random positions over the home page's title block (SPEC.md section 2). Our own SVG,
// decorative (hidden from assistive technology); drawn once per visit. Below 992 px only the first
// few are shown (CSS), for a calmer small screen.
import { useState } from 'react';
import classes from './home.module.css';

export const SPARKLE_COUNT = 14;

function drawSparkles() {
  return Array.from({ length: SPARKLE_COUNT }, () => ({
    top: 4 + Math.random() * 70,
    left: 2 + Math.random() * 94,
    size: 14 + Math.round(Math.random() * 26),
    delay: Math.round(Math.random() * 5000),
    duration: 2600 + Math.round(Math.random() * 2600),
  }));
}

export function Sparkles() {
  const [sparkles] = useState(drawSparkles);
  return (
    <div className={classes.sparkles} aria-hidden="true" data-testid="home-sparkles">
      {sparkles.map((s, i) => (
        <span
          key={i}
          className={classes.sparkle}
          style={{ top: `${s.top}%`, left: `${s.left}%`, width: s.size, height: s.size, animationDelay: `${s.delay}ms`, animationDuration: `${s.duration}ms` }}
        />
      ))}
    </div>
  );
}
