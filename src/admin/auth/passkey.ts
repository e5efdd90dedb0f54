// The browser's part of a passkey ceremony (issue 28), through @simplewebauthn/browser: the server's
// options go to the device's authenticator, its answer goes back with the ceremony's handle. What the
// browser refuses becomes a zh-TW sentence the page can show (the library's own messages are English).
import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type { components, paths } from '../../shared/generated/api';

type Ceremony = components['schemas']['PasskeyCeremony'];
type JsonBody<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;
/** The contract's names for WebAuthn's RegistrationResponseJSON and AuthenticationResponseJSON. */
type NewPasskey = JsonBody<'/api/admin/v1/account/passkeys/add'>['credential'];
type PasskeySignature = JsonBody<'/api/admin/v1/auth/passkey/sign-in'>['credential'];
type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

export const passkeysSupported = () => browserSupportsWebAuthn();

/** A refusal of the browser or the authenticator, worded for the person at the device. */
export class PasskeyRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasskeyRefused';
  }
}

const UNSUPPORTED = '這個瀏覽器不支援通行金鑰，請改用驗證器 App 的驗證碼。';

function refusal(err: unknown, creating: boolean): PasskeyRefused {
  // The library names what it recognised (code) and keeps the browser's DOMException name.
  const code = err instanceof WebAuthnError ? err.code : undefined;
  const name = err instanceof Error ? err.name : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return new PasskeyRefused('這個裝置已有您帳號的通行金鑰，不必再新增。');
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError') return new PasskeyRefused('這個網址無法使用通行金鑰，請由系統的正式網址開啟後台。');
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError')
    return new PasskeyRefused(creating ? '未建立通行金鑰：操作已取消或逾時，請再試一次。' : '未使用通行金鑰：操作已取消、逾時，或這個裝置上沒有此帳號的通行金鑰。請再試一次，或改用驗證碼登入。');
  return new PasskeyRefused(creating ? '無法建立通行金鑰，請再試一次，或改用驗證器 App。' : '無法使用通行金鑰，請再試一次，或改用驗證碼登入。');
}

/** Runs a ceremony of the browser's, its refusals worded by `refusal`. */
async function ceremony<T>(run: () => Promise<unknown>, creating: boolean): Promise<T> {
  if (!passkeysSupported()) throw new PasskeyRefused(UNSUPPORTED);
  try {
    // The library's types and the contract's describe the same JSON; only TypeScript's view of the
    // extension results (an interface, against the contract's open object) needs the cast.
    return (await run()) as T;
  } catch (err) {
    throw refusal(err, creating);
  }
}

/** Asks the device to create a passkey for the ceremony's options; answers what the server verifies. */
export const createPasskey = (c: Ceremony) => ceremony<NewPasskey>(() => startRegistration({ optionsJSON: c.options as unknown as CreationOptions }), true);

/** Asks the device to sign the ceremony's challenge with one of this site's passkeys. */
export const signWithPasskey = (c: Ceremony) => ceremony<PasskeySignature>(() => startAuthentication({ optionsJSON: c.options as unknown as RequestOptions }), false);
