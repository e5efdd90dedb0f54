// `npm run video:tutorial` and `npm run video:promo`: (re)make one film (./tutorial.ts, ./promo.ts)
// into src/web/public/video/ and its manifest into src/web/pages/activity/ (./film.ts). The tutorial
// needs Chromium (like `npm run guide:images`); both need ffmpeg. `npm run video:check` (./check.ts)
// says when the screens or the brochure have drifted from the committed films.
import { FILM_NAMES, writeFilm, type FilmName } from './film';
import { promoShots } from './promo';
import { tutorialShots } from './tutorial';

const name = process.argv[2] as FilmName;
if (!FILM_NAMES.includes(name)) {
  console.error(`usage: main.ts ${FILM_NAMES.join('|')}`);
  process.exit(2);
}
const shots = name === 'promo' ? await promoShots() : await tutorialShots();
const manifest = await writeFilm(name, shots);
console.log(`video:${name}: ${manifest.cues.length} shots, ${manifest.seconds} s, in src/web/public/video/`);
