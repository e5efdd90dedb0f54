// A software WebAuthn authenticator for server tests: it answers what a browser would hand over from a
// real one, byte for byte as WebAuthn Level 3 lays it out, so the server's verification
// (@simplewebauthn/server) runs for real. Each passkey is an ES256 (P-256) key pair made by node:crypto;
// attestation is 'none' (what the server asks for). The few CBOR shapes needed are written by a tiny
// encoder here rather than a library: it shows exactly which bytes a test sends.
//
// What a test can bend: the origin the "browser" claims (`origin`), the RP ID the authenticator signs for
// (`rpId`), a passkey's signature counter (`setCounter`, to replay an old value as a clone would).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor>;

/** A CBOR item's head: major type and argument (RFC 8949 section 3). */
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** The CBOR of integers, byte and text strings, arrays and maps: all a passkey's answers hold. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** Authenticator data flags (WebAuthn section 6.1). */
const FLAG = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attestedData: 0x40 } as const;

interface SoftPasskey {
  id: Buffer;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

export class SoftAuthenticator {
  private readonly passkeys = new Map<string, SoftPasskey>();
  /** The RP ID the authenticator signs for (defaults to what the options say, as a browser checks). */
  rpId: string | undefined;

  constructor(
    /** The origin the "browser" puts in clientDataJSON. */
    public origin: string,
    /** How much each use moves the counter (0: an authenticator without a counter, as synced passkeys often are). */
    private readonly counterStep = 1,
  ) {}

  /** navigator.credentials.create(): a new ES256 passkey for the options' RP and user. */
  create(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const rpId = this.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const passkey: SoftPasskey = { id, privateKey, rpId, userHandle: options.user.id, counter: 0 };
    this.passkeys.set(b64url(id), passkey);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG.userPresent | FLAG.userVerified | FLAG.attestedData]),
      this.counterBytes(passkey),
      Buffer.alloc(16), // AAGUID: zeros, as 'none' attestation leaves it
      idLength,
      id,
      coseKey,
    ]);
    const attestationObject = cbor(new Map<string, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * navigator.credentials.get(): a signature over the options' challenge by `credentialId` (by default
   * the first passkey this authenticator holds for the RP: the options name none, as a discoverable
   * sign-in's do). Each use moves the counter on by counterStep.
   */
  get(options: PublicKeyCredentialRequestOptionsJSON, credentialId?: string): AuthenticationResponseJSON {
    const rpId = this.rpId ?? options.rpId ?? new URL(this.origin).hostname;
    const passkey = credentialId ? this.passkeys.get(credentialId) : [...this.passkeys.values()].find((p) => p.rpId === rpId);
    if (!passkey) throw new Error('the soft authenticator holds no passkey for this site');
    passkey.counter += this.counterStep;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAG.userPresent | FLAG.userVerified]), this.counterBytes(passkey)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    // ECDSA over authenticatorData ‖ SHA-256(clientDataJSON), DER-encoded (node's default for EC keys).
    const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), passkey.privateKey);
    return {
      id: b64url(passkey.id),
      rawId: b64url(passkey.id),
      type: 'public-key',
      response: { clientDataJSON, authenticatorData: b64url(authData), signature: b64url(signature), userHandle: passkey.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The ids of the passkeys it holds (base64url), oldest first. */
  get ids(): string[] {
    return [...this.passkeys.keys()];
  }

  /** Sets a passkey's counter, e.g. back to an earlier value, as a cloned authenticator would be. */
  setCounter(credentialId: string, counter: number): void {
    this.passkeys.get(credentialId)!.counter = counter;
  }

  private counterBytes(passkey: SoftPasskey): Buffer {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(passkey.counter);
    return b;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): string {
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false })));
  }
}
