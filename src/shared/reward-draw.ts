// When the recommendation reward draw takes place: 10:00 Taipei time two days before uploads close
// (SPEC.md section 1: uploads close 15 Oct, the draw is on 13 Oct). Derived from the configured
// upload deadline, so the recommend page, the brochure and the demo news name the same day whatever
// dates the site runs with.
import { taipeiDayAt } from './taipei-time';

/** The draw's time (epoch ms) for an upload deadline. */
export function rewardDrawAt(uploadClosesAt: string): number {
  return taipeiDayAt(uploadClosesAt, -2, '10:00').getTime();
}

/**
 * The recommendation reward's prizes (SPEC.md section 1), one home for the recommend page, the FAQ, the
 * draw (src/server/features/draw/) and its news: the draw's prizes in the order the shuffled tickets fill
 * them, and how many first recommenders get the early-bird gift.
 */
export const REWARD_PRIZES = {
  draw: [
    { kind: 'voucher', count: 10, label: '新臺幣 2,000 元禮券' },
    { kind: 'gift', count: 1, label: '價值新臺幣 10,000 元以上好禮' },
  ],
  earlyBirdCount: 20,
  earlyBirdLabel: '早鳥禮',
} as const;

export type RewardPrizeKind = (typeof REWARD_PRIZES.draw)[number]['kind'];
