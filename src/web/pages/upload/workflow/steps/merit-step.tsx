// Step 1 (excellent achievements) and step 4 (bonus merit: sustainable environment, digital
// transformation): one list from the server, filtered by category on the client (SPEC.md section 7).
import { useCallback } from 'react';
import { BONUS_CATEGORIES, MERIT_CATEGORY, uploadApi, type Achievement } from '../upload-api';
import { errorToast } from '../toasts';
import { MERIT_TEXT } from '../texts';
import { useLoaded } from '../use-loaded';
import { AchievementSection } from './achievement-section';

const NONE: Achievement[] = [];

export function MeritStep({ registrationUid, locked, bonus }: { registrationUid: string; locked: boolean; bonus: boolean }) {
  const load = useCallback(() => uploadApi.achievements(registrationUid), [registrationUid]);
  const list = useLoaded(load, errorToast, NONE);
  const categories = bonus ? BONUS_CATEGORIES : [MERIT_CATEGORY];
  return (
    <div>
      <p>{bonus ? MERIT_TEXT.step4Intro : MERIT_TEXT.step1Intro}</p>
      {categories.map((category) => (
        <AchievementSection
          key={category}
          registrationUid={registrationUid}
          category={category}
          title={MERIT_TEXT.categories[category]!}
          locked={locked}
          loading={list.loading}
          entries={(list.data ?? NONE).filter((a) => a.achievementCategoryResp.slug === category)}
          onAdded={(entry) => list.replace((all) => [...all, entry])}
          onDeleted={(uid) => list.replace((all) => all.filter((a) => a.uid !== uid))}
        />
      ))}
    </div>
  );
}
