// Which recommendations count for the reward (SPEC.md section 1): "one draw chance per successful
// recommendation once the recommended person registers; … the first 20 to complete a recommendation receive
// an early-bird gift". The rule, in one place:
//   - A recommendation is a registration (the recommended) naming another registration (the recommender) by
//     its registration number: as saved in upload step 3 (referral_method 'referred', a number the server
//     checked), or only answered on the register form (recommendType nominated, a number never checked).
//   - It is SUCCESSFUL when the recommended one has registered AND saved that number in step 3 (the saved
//     recommendation is the registration's own, as the submission check judges it: src/server/features/upload/
//     recommendation.ts), has SUBMITTED the registration (confirmed and locked it at least once: any status
//     but in_progress; issue 30 item 7 reads SPEC's "once the recommended person registers" as a submitted
//     registration, since a started form costs nothing and would let anyone mint tickets), and has not been
//     withdrawn (a withdrawn entry is taken back, not registered). A registration returned for correction
//     (reviewed_awaiting) was submitted and still counts. Each successful recommendation is one ticket.
//   - It COMPLETED at recommended_at, when the number was saved; the early-bird list is the first
//     REWARD_PRIZES.earlyBirdCount recommenders by the time of their first successful recommendation
//     (ties: the recommended registration's number).
// Both sides belong to the edition being run (config.programme.edition).
import type { components } from '../../../shared/generated/api';
import { REWARD_PRIZES } from '../../../shared/reward-draw';
import type { Database } from '../../platform/db/index';
import { sql } from '../../platform/db/kysely-runtime';
import { candidateNameOf } from '../registration';
import { sortTickets } from './draw-algorithm';
import { isoTime } from '../../platform/db/iso-time';

export type RecommendationRow = components['schemas']['DrawRecommendation'];
export type RecommendationState = RecommendationRow['state'];

interface Joined {
  recommender_uid: string;
  recommender_number: string;
  recommender_entity_type: 'group' | 'individual';
  recommender_organization_name: string;
  recommender_ind_name: string | null;
  recommended_uid: string;
  recommended_number: string;
  recommended_entity_type: 'group' | 'individual';
  recommended_organization_name: string;
  recommended_ind_name: string | null;
  recommended_status: string;
  referral_method: string | null;
  recommended_at: Date | string | null;
  created_at: Date | string;
}

/** The state of one recommendation under the rule above. */
function stateOf(r: Pick<Joined, 'referral_method' | 'recommended_status'>): RecommendationState {
  if (r.referral_method !== 'referred') return 'not_saved';
  if (r.recommended_status === 'withdrawn') return 'withdrawn';
  if (r.recommended_status === 'in_progress') return 'not_submitted';
  return 'successful';
}

/** Every recommendation of the edition with its state and, for the first recommenders, their early-bird place. */
export async function listRecommendations(db: Database, edition: number): Promise<RecommendationRow[]> {
  // Saved (step 3) numbers are stored normalised; the register form's answer is normalised here as
  // normalizeNumber does (trim, upper case), and counts only while step 3 has saved nothing.
  const rows = await db
    .selectFrom('registration as rec')
    .innerJoin('registration as r', (join) =>
      join
        .on('r.edition', '=', edition)
        .onRef('r.uid', '<>', 'rec.uid')
        .on((eb) =>
          eb.or([
            eb.and([eb('rec.referral_method', '=', 'referred'), eb('r.registration_number', '=', eb.ref('rec.recommendation_number'))]),
            eb.and([
              eb('rec.referral_method', 'is', null),
              eb('rec.recommend_type', '=', 'nominated'),
              eb('r.registration_number', '=', sql<string>`upper(btrim(rec.recommend_code))`),
            ]),
          ]),
        ),
    )
    .where('rec.edition', '=', edition)
    .select([
      'r.uid as recommender_uid',
      'r.registration_number as recommender_number',
      'r.entity_type as recommender_entity_type',
      'r.organization_name as recommender_organization_name',
      'r.ind_name as recommender_ind_name',
      'rec.uid as recommended_uid',
      'rec.registration_number as recommended_number',
      'rec.entity_type as recommended_entity_type',
      'rec.organization_name as recommended_organization_name',
      'rec.ind_name as recommended_ind_name',
      'rec.status as recommended_status',
      'rec.referral_method',
      'rec.recommended_at',
      'rec.created_at',
    ])
    .orderBy('r.registration_number')
    .orderBy('rec.registration_number')
    .execute();

  const joined = rows as Joined[];
  const earlyBird = earlyBirdOrder(joined);
  return joined.map((r) => {
    const state = stateOf(r);
    return {
      recommender: {
        uid: r.recommender_uid,
        registrationNumber: r.recommender_number,
        name: candidateNameOf({ entity_type: r.recommender_entity_type, ind_name: r.recommender_ind_name, organization_name: r.recommender_organization_name }),
      },
      recommended: {
        uid: r.recommended_uid,
        registrationNumber: r.recommended_number,
        name: candidateNameOf({ entity_type: r.recommended_entity_type, ind_name: r.recommended_ind_name, organization_name: r.recommended_organization_name }),
        status: r.recommended_status as RecommendationRow['recommended']['status'],
      },
      state,
      recommendedAt: state === 'not_saved' ? null : isoTime(r.recommended_at),
      registeredAt: isoTime(r.created_at)!,
      earlyBirdPlace: state === 'successful' && earlyBird.get(r.recommender_uid)?.recommended === r.recommended_uid ? earlyBird.get(r.recommender_uid)!.place : null,
    };
  });
}

/** The early-bird recommenders: place 1… for the first REWARD_PRIZES.earlyBirdCount, keyed by recommender uid. */
function earlyBirdOrder(rows: Joined[]): Map<string, { place: number; recommended: string }> {
  const time = (r: Joined) => (r.recommended_at === null ? Number.POSITIVE_INFINITY : new Date(r.recommended_at).getTime());
  const successful = rows
    .filter((r) => stateOf(r) === 'successful')
    .sort((a, b) => time(a) - time(b) || (a.recommended_number < b.recommended_number ? -1 : a.recommended_number > b.recommended_number ? 1 : 0));
  const out = new Map<string, { place: number; recommended: string }>();
  for (const r of successful) {
    if (out.size === REWARD_PRIZES.earlyBirdCount) break;
    if (!out.has(r.recommender_uid)) out.set(r.recommender_uid, { place: out.size + 1, recommended: r.recommended_uid });
  }
  return out;
}

/** The draw's tickets (one per successful recommendation: its recommender's number), in the canonical order. */
export const ticketsOf = (rows: readonly RecommendationRow[]) => sortTickets(rows.filter((r) => r.state === 'successful').map((r) => r.recommender.registrationNumber));
