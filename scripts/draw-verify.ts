// Re-runs a published recommendation draw from its seed and ticket list (README "The recommendation draw"):
//   npm run draw:verify -- --seed "律師證號 …" --list tickets.txt
// The list file holds the published registration numbers, one ticket each, separated by new lines, spaces,
// commas or 、 (as the news item prints them). Prints the winners in prize order. Reads nothing else: no
// database, no server.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { drawWinners, normalizeSeed, sortTickets } from '../src/server/features/draw/draw-algorithm';
import { REWARD_PRIZES } from '../src/shared/reward-draw';

const { values } = parseArgs({ options: { seed: { type: 'string' }, list: { type: 'string' } } });
if (values.seed === undefined || !values.list) {
  console.error('usage: npm run draw:verify -- --seed "<seed>" --list <file of registration numbers>');
  process.exit(2);
}
const tickets = sortTickets(
  readFileSync(values.list, 'utf8')
    .split(/[\s,、，]+/u)
    .filter(Boolean),
);
const { winners } = drawWinners(values.seed, tickets, REWARD_PRIZES.draw);
const label = Object.fromEntries(REWARD_PRIZES.draw.map((p) => [p.kind, p.label]));
console.log(`seed: ${normalizeSeed(values.seed)}`);
console.log(`tickets: ${tickets.length}`);
winners.forEach((w, i) => console.log(`${i + 1}\t${label[w.prize] ?? w.prize}\t${w.registrationNumber}`));
