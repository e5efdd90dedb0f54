// Re-runs a published recommendation draw from its seed and ticket list (README "The recommendation draw"):
//   npm run draw:verify -- --seed "律師證號 …" --list tickets.txt [--commitment <SHA-256 published beforehand>]
// The list file holds the published registration numbers, one ticket each, separated by new lines, spaces,
// commas or 、 (as the news item prints them). Prints SHA-256 of the seed (to compare with the commitment
// published before the recommendation period ended; with --commitment it is compared here and a mismatch
// exits 1) and the winners in prize order. Reads nothing else: no database, no server.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { drawWinners, normalizeSeed, seedSha256, sortTickets } from '../src/server/features/draw/draw-algorithm';
import { REWARD_PRIZES } from '../src/shared/reward-draw';

const { values } = parseArgs({ options: { seed: { type: 'string' }, list: { type: 'string' }, commitment: { type: 'string' } } });
if (values.seed === undefined || !values.list) {
  console.error('usage: npm run draw:verify -- --seed "<seed>" --list <file of registration numbers> [--commitment <sha256 hex>]');
  process.exit(2);
}
const tickets = sortTickets(
  readFileSync(values.list, 'utf8')
    .split(/[\s,、，]+/u)
    .filter(Boolean),
);
const hash = seedSha256(values.seed);
console.log(`seed: ${normalizeSeed(values.seed)}`);
console.log(`seed sha256: ${hash}`);
if (values.commitment !== undefined) {
  const committed = values.commitment.trim().toLowerCase();
  console.log(`commitment: ${committed} ${committed === hash ? '(matches the seed)' : '(DOES NOT match the seed)'}`);
  if (committed !== hash) process.exitCode = 1;
}
const { winners } = drawWinners(values.seed, tickets, REWARD_PRIZES.draw);
const label = Object.fromEntries(REWARD_PRIZES.draw.map((p) => [p.kind, p.label]));
console.log(`tickets: ${tickets.length}`);
winners.forEach((w, i) => console.log(`${i + 1}\t${label[w.prize] ?? w.prize}\t${w.registrationNumber}`));
