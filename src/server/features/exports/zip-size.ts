// What a ZIP will weigh, told before it is made (a streamed ZIP announces no length): the stored bytes
// of the files its registrations hold, one statement whatever their number.
import type { Services } from '../../platform/contract/services';
import { filteredRegistrations } from '../review';
import { submittedFileBytes } from '../upload';
import type { ZipTarget } from './zip-link';

export function zipBytes(services: Services, target: ZipTarget): Promise<number> {
  const uids =
    'filter' in target
      ? filteredRegistrations(services.db, target.filter).select('registration.uid')
      : services.db.selectFrom('registration').select('registration.uid').where('registration.uid', '=', 'registration' in target ? target.registration : target.personalData);
  return submittedFileBytes(services.db, uids);
}
