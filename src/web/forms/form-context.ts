// What the register form's widgets share through RJSF's formContext: the whole form data (a widget
// sees only its own value otherwise), the lookup lists, and the page's callbacks for changes that
// touch more than one field.
import type { EntityType, FormData } from '../../../machines/registration';
import type { Lookups } from './lookups/use-registration-lookups';

export interface PickedVendor {
  uid: string;
  name: string;
}

export interface RegistrationFormContext {
  mode: 'new' | 'edit';
  entityType: EntityType;
  formData: FormData;
  lookups: Lookups;
  /** Changes whenever the security token must be renewed. */
  captchaKey: number;
  onToken: (token: string | null) => void;
  /** A candidate photo uploaded (its uid) or removed (null); `tokenSpent` when the upload used the token. */
  onPhoto: (uid: string | null, tokenSpent: boolean) => void;
  /** The vendor picker sets the unit name and the vendor together. */
  onVendor: (vendor: PickedVendor | null) => void;
  /** Edit: the saved candidate photo, shown until another is chosen. */
  savedPhoto?: { uid: string; url: string; originalFilename: string } | null;
}

/** The formContext of a widget (RJSF types it loosely). */
export function formContextOf(registry: { formContext?: unknown }): RegistrationFormContext {
  return registry.formContext as RegistrationFormContext;
}
