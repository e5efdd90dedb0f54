// Step 3 (other data): recommendation, workplace photos, employment proof, self-introduction video.
import { useEffect, useState } from 'react';
import type { EmploymentProofNeed } from '../../../../../shared/employment-proof';
import { RecommendationSection } from './recommendation-section';
import { SingleFileSection } from './single-file-section';
import { WorkplacePhotosSection } from './workplace-photos-section';
import { uploadApi } from '../upload-api';
import { OTHER_TEXT } from '../texts';

export function OtherStep({ registrationUid, locked }: { registrationUid: string; locked: boolean }) {
  // Whom the employment proof is asked of is the server's judgement (its submission check); until it
  // has answered, or if it cannot, the proof is offered without a word on whether it is required.
  const [proofNeed, setProofNeed] = useState<EmploymentProofNeed | null>(null);
  useEffect(() => {
    let live = true;
    void uploadApi.submissionCheck(registrationUid).then((outcome) => {
      if (live && outcome.ok) setProofNeed(outcome.data.facts.employmentProofNeed);
    });
    return () => {
      live = false;
    };
  }, [registrationUid]);
  return (
    <div>
      <RecommendationSection registrationUid={registrationUid} locked={locked} />
      <WorkplacePhotosSection registrationUid={registrationUid} locked={locked} />
      <SingleFileSection
        purpose="employment-proof"
        title={OTHER_TEXT.proofTitle}
        need={proofNeed ? OTHER_TEXT.proofNeed[proofNeed] : undefined}
        offerUpload={proofNeed !== 'not-needed'}
        locked={locked}
        load={async () => {
          const outcome = await uploadApi.certificate(registrationUid);
          return outcome.ok ? { ok: true, data: outcome.data.certificateEmploymentResourcesResp } : outcome;
        }}
        save={async (uid) => {
          const outcome = await uploadApi.saveCertificate(registrationUid, uid);
          return outcome.ok ? { ok: true, data: outcome.data.certificateEmploymentResourcesResp } : outcome;
        }}
      />
      <SingleFileSection
        purpose="self-introduction-video"
        title={OTHER_TEXT.videoTitle}
        locked={locked}
        load={async () => {
          const outcome = await uploadApi.video(registrationUid);
          return outcome.ok ? { ok: true, data: outcome.data.selfIntroductionResourcesResp } : outcome;
        }}
        save={async (uid) => {
          const outcome = await uploadApi.saveVideo(registrationUid, uid);
          return outcome.ok ? { ok: true, data: outcome.data.selfIntroductionResourcesResp } : outcome;
        }}
      />
    </div>
  );
}
