// What the register form's widgets share: the whole form data (a widget sees only its own value
// otherwise), the lookup lists, and the page's callbacks for changes that touch more than one field.
// It is a React context of its own, not RJSF's formContext: a new formContext makes RJSF re-derive its
// state and re-render every field synchronously (≈ 0.2–0.5 s on a slow phone, each time a lookup list
// arrived or a key was pressed), while a React context re-renders only the widgets that read it.
import { createContext, useContext } from 'react';
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

export const RegistrationContext = createContext<RegistrationFormContext | null>(null);

/** The register form's shared state, for its widgets and templates (inside RegistrationForm only). */
export function useRegistrationContext(): RegistrationFormContext {
  const context = useContext(RegistrationContext);
  if (!context) throw new Error('useRegistrationContext outside RegistrationForm');
  return context;
}
