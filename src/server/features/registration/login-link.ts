// The sign-in page link of a registration (the login form fills the registration number from it;
// the login code never goes into a URL).
import type { Config } from '../../platform/config/config';

export function loginLink(config: Config, registrationNumber: string): string {
  return `${config.publicUrl}/pages/register/upload?registrationId=${encodeURIComponent(registrationNumber)}`;
}
