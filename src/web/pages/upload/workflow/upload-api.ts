// The upload workflow's calls (SPEC.md section 7) through the one typed client. Writes are quiet:
// their failures get the texts of SPEC.md section 8 ("請重新登入", "新增失敗" / "刪除失敗") here
// instead of the client's generic toasts.
import type { components, paths } from '../../../../shared/generated/api';
import { messages } from '../../../../shared/messages';
import { api, quiet } from '../../../api/client';

type Schemas = components['schemas'];
export type Achievement = Schemas['Achievement'];
export type Picture = Schemas['Picture'];
export type ProfessionPicture = Schemas['ProfessionPicture'];
export type Recommendation = Schemas['Recommendation'];
export type FileResource = Schemas['FileResource'];
export type SubmissionCheck = Schemas['SubmissionCheck'];
type AchievementCreate = NonNullable<paths['/api/registrations/v1/achievements/create']['post']['requestBody']>['content']['application/json'];
export type AchievementCategory = AchievementCreate['achievementCategory'];
export type RocYear = AchievementCreate['year'];
type RecommendationUpdate = NonNullable<paths['/api/registrations/v1/recommendation/update/{uid}']['post']['requestBody']>['content']['application/json'];

export { BONUS_CATEGORIES, MERIT_CATEGORY } from '../../../../shared/labels';

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

interface Answer<T> {
  // Empty envelopes (deletes) have no typed `data` member.
  data?: { code?: number; data?: T };
  error?: { message?: string };
  response: Response;
}

/** A write's outcome: 401 asks to sign in again; otherwise the server's message or the fallback. */
async function written<T>(call: Promise<Answer<T>>, fallback: string): Promise<Outcome<T>> {
  try {
    const { data, error, response } = await call;
    if (data && response.ok) return { ok: true, data: data.data as T };
    if (response.status === 401) return { ok: false, message: messages.pleaseLoginAgain };
    return { ok: false, message: error?.message || fallback };
  } catch {
    return { ok: false, message: messages.networkError };
  }
}

/** A read; failures of lists the step shows are reported with "取得資料失敗". */
async function read<T>(call: Promise<Answer<T>>): Promise<Outcome<T>> {
  return written(call, messages.fetchFailed);
}

const path = (uid: string) => ({ params: { path: { uid } } });
const item = (id: string) => ({ params: { path: { id } } });

export const uploadApi = {
  achievements: (uid: string) => read(api.GET('/api/registrations/v1/achievements/read/{uid}', { ...path(uid), ...quiet })),
  addAchievement: (body: AchievementCreate) =>
    written(api.POST('/api/registrations/v1/achievements/create', { body, ...quiet }), messages.addFailed),
  deleteAchievement: (id: string) =>
    written(api.POST('/api/registrations/v1/achievements/delete/{id}', { ...item(id), ...quiet }), messages.deleteFailed),

  pictures: (uid: string) => read(api.GET('/api/registrations/v1/pictures/read/{uid}', { ...path(uid), ...quiet })),
  addPicture: (body: { registrationUid: string; pictureResourcesUid: string; pictureDescription: string; orderIndex: number }) =>
    written(api.POST('/api/registrations/v1/pictures/create', { body, ...quiet }), messages.addFailed),
  deletePicture: (id: string) => written(api.POST('/api/registrations/v1/pictures/delete/{id}', { ...item(id), ...quiet }), messages.deleteFailed),

  workplacePhotos: (uid: string) => read(api.GET('/api/registrations/v1/profession-pictures/read/{uid}', { ...path(uid), ...quiet })),
  addWorkplacePhoto: (body: { registrationUid: string; pictureResourcesUid: string; pictureDescription: null; orderIndex: number }) =>
    written(api.POST('/api/registrations/v1/profession-pictures/create', { body, ...quiet }), messages.addFailed),
  deleteWorkplacePhoto: (id: string) =>
    written(api.POST('/api/registrations/v1/profession-pictures/delete/{id}', { ...item(id), ...quiet }), messages.deleteFailed),

  recommendation: (uid: string) => read(api.GET('/api/registrations/v1/recommendation/read/{uid}', { ...path(uid), ...quiet })),
  saveRecommendation: (
    uid: string,
    body: RecommendationUpdate,
  ) => written(api.POST('/api/registrations/v1/recommendation/update/{uid}', { ...path(uid), body, ...quiet }), messages.addFailed),
  validateNumber: (recommendationNumber: string) =>
    written(api.POST('/api/registrations/v1/validate-recommendation-number', { body: { recommendationNumber }, ...quiet }), messages.recommendationCheckFailed),

  certificate: (uid: string) => read(api.GET('/api/registrations/v1/certificate-employment/read/{uid}', { ...path(uid), ...quiet })),
  saveCertificate: (uid: string, resourceUid: string | null) =>
    written(
      api.POST('/api/registrations/v1/certificate-employment/update/{uid}', { ...path(uid), body: { certificateEmploymentResourcesUid: resourceUid }, ...quiet }),
      resourceUid ? messages.addFailed : messages.deleteFailed,
    ),

  video: (uid: string) => read(api.GET('/api/registrations/v1/self-introduction/read/{uid}', { ...path(uid), ...quiet })),
  saveVideo: (uid: string, resourceUid: string | null) =>
    written(
      api.POST('/api/registrations/v1/self-introduction/update/{uid}', { ...path(uid), body: { selfIntroductionResourcesUid: resourceUid }, ...quiet }),
      resourceUid ? messages.addFailed : messages.deleteFailed,
    ),

  /** What the final submission still lacks, as the server judges it. */
  submissionCheck: (uid: string) => read(api.GET('/api/registrations/v1/submission-check/{uid}', { ...path(uid), ...quiet })),

  confirm: (uid: string, cfToken: string) =>
    written(api.POST('/api/registrations/v1/confirm/{sub}', { params: { path: { sub: uid } }, body: { cfToken }, ...quiet }), messages.submitFailed),
};

/** Everything the final submission sends, as the check-answers summary shows it. */
export interface UploadOverview {
  /** The server's judgement of the required set: the summary's counts and the missing list. */
  check: SubmissionCheck;
  achievements: Achievement[];
  pictures: Picture[];
  recommendation: Recommendation | null;
  workplacePhotos: ProfessionPicture[];
  certificate: FileResource | null;
  video: FileResource | null;
}

export async function loadOverview(uid: string): Promise<Outcome<UploadOverview>> {
  const [check, achievements, pictures, recommendation, workplacePhotos, certificate, video] = await Promise.all([
    uploadApi.submissionCheck(uid),
    uploadApi.achievements(uid),
    uploadApi.pictures(uid),
    uploadApi.recommendation(uid),
    uploadApi.workplacePhotos(uid),
    uploadApi.certificate(uid),
    uploadApi.video(uid),
  ]);
  for (const part of [check, achievements, pictures, recommendation, workplacePhotos, certificate, video]) if (!part.ok) return part;
  if (!check.ok || !achievements.ok || !pictures.ok || !recommendation.ok || !workplacePhotos.ok || !certificate.ok || !video.ok) {
    return { ok: false, message: messages.fetchFailed };
  }
  return {
    ok: true,
    data: {
      check: check.data,
      achievements: achievements.data,
      pictures: pictures.data,
      recommendation: recommendation.data,
      workplacePhotos: workplacePhotos.data,
      certificate: certificate.data.certificateEmploymentResourcesResp,
      video: video.data.selfIntroductionResourcesResp,
    },
  };
}
