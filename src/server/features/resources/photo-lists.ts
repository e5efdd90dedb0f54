// The upload purposes whose files go into lists (the tourism and the workplace photos): the table of
// each list and the schema holding its limit and message. The quotas count a list's slots from it.
import type { UploadPurpose } from './upload-rules';

export interface PictureList {
  table: 'picture' | 'profession_picture';
  purpose: UploadPurpose;
  /** schemas/ file holding the list's limit and its message */
  listSchema: string;
}

export const TOURISM_PHOTOS: PictureList = { table: 'picture', purpose: 'tourism-photo', listSchema: 'picture-list.schema.json' };
export const WORKPLACE_PHOTOS: PictureList = { table: 'profession_picture', purpose: 'workplace-photo', listSchema: 'profession-picture-list.schema.json' };
