// Uploaded files (resources): the streaming upload pipeline, per-purpose rules and quotas from schemas/,
// the resource rows, attaching a file to its slot, downloads and the sweep of unattached files.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { checkFilename, safeFilename } from './file-name';
export { readableSize } from './file-size';
export { resourceHandlers } from './handlers';
export { isImage, MAX_IMAGE_PIXELS } from './image-clean';
export { TOURISM_PHOTOS, WORKPLACE_PHOTOS, type PictureList } from './photo-lists';
export { readUploadQuotas } from './quotas';
export { attachResource, detachResource, resourceUrl, sweepUnattached, toFileResource } from './resources';
export { readUploadRules, type UploadPurpose } from './upload-rules';
export { registerResumableUploads, RESUMABLE_PATH, type ResumableUploads } from './resumable';
