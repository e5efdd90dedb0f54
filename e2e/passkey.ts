// Passkeys in e2e (issue 28): Chromium's virtual authenticator, switched on through the DevTools protocol,
// stands in for the fingerprint reader or phone: it makes and uses real passkeys (ES256, a counter,
// discoverable) and approves every prompt at once, as a person who touched the sensor would.
import type { Page } from '@playwright/test';

export interface VirtualAuthenticator {
  /** The passkeys it holds (one per site and account). */
  credentials(): Promise<{ credentialId: string; rpId?: string; signCount: number; isResidentCredential: boolean }[]>;
}

/**
 * Gives `page` a platform authenticator with user verification (as a laptop's fingerprint reader). It
 * lives as long as the page; the page must be on a host name (WebAuthn refuses IP addresses).
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
