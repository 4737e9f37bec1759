import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/** Where a ceremony runs, as the browser would report it in clientDataJSON. */
export interface CeremonyPlace {
  /** The widget's origin. */
  origin: string;
  /** The embedding page's origin; the ceremony is cross-origin when set. */
  topOrigin?: string;
  /** Report `crossOrigin: true` without a topOrigin (older browsers). */
  crossOriginWithoutTop?: boolean;
}

interface StoredCredential {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

type Cbor = number | string | Uint8Array | Map<number | string, Cbor> | { [key: string]: Cbor };

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
    if (n < 0x10000) {
      const b = Buffer.alloc(3);
      b[0] = (major << 5) | 25;
      b.writeUInt16BE(n, 1);
      return b;
    }
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ]);
}

/**
 * A platform authenticator in software (EC P-256, attestation "none"), for ceremonies without a
 * browser. `userVerified: false` makes it answer with the UV flag off; `credentialId` pins the id
 * of the next credential it creates (random otherwise).
 */
export class SoftAuthenticator {
  readonly credentials = new Map<string, StoredCredential>();
  userVerified = true;

  constructor(
    readonly rpID: string,
    private readonly credentialId?: Buffer,
  ) {}

  async create(
    options: PublicKeyCredentialCreationOptionsJSON,
    place: CeremonyPlace,
  ): Promise<RegistrationResponseJSON> {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const idBytes = this.credentialId ?? randomBytes(16);
    const id = idBytes.toString('base64url');
    this.credentials.set(id, { id, privateKey, userHandle: options.user.id, counter: 0 });
    const cose = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const counter = Buffer.alloc(4);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(idBytes.length);
    const authData = Buffer.concat([
      this.rpIdHash(options.rp.id ?? this.rpID),
      Buffer.from([0x01 | (this.userVerified ? 0x04 : 0) | 0x40]),
      counter,
      Buffer.alloc(16),
      idLength,
      idBytes,
      cose,
    ]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return Promise.resolve({
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, place),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }

  /** Answers with `credentialId`, or the only credential it holds (discoverable credentials). */
  async get(
    options: PublicKeyCredentialRequestOptionsJSON,
    place: CeremonyPlace,
    credentialId?: string,
  ): Promise<AuthenticationResponseJSON> {
    const credential = credentialId
      ? this.credentials.get(credentialId)
      : [...this.credentials.values()][0];
    if (!credential) throw new Error('no credential');
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([
      this.rpIdHash(options.rpId ?? this.rpID),
      Buffer.from([0x01 | (this.userVerified ? 0x04 : 0)]),
      counter,
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, place);
    const clientHash = createHash('sha256')
      .update(Buffer.from(clientDataJSON, 'base64url'))
      .digest();
    const signature = sign('sha256', Buffer.concat([authData, clientHash]), credential.privateKey);
    return Promise.resolve({
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }

  /** A copy of the keys and counters as they are now (a cloned authenticator). */
  clone(): SoftAuthenticator {
    const copy = new SoftAuthenticator(this.rpID);
    for (const [id, c] of this.credentials) copy.credentials.set(id, { ...c });
    return copy;
  }

  private rpIdHash(rpID: string): Buffer {
    return createHash('sha256').update(rpID).digest();
  }

  private clientData(type: string, challenge: string, place: CeremonyPlace): string {
    const data: Record<string, unknown> = { type, challenge, origin: place.origin };
    if (place.topOrigin !== undefined) {
      data.crossOrigin = true;
      data.topOrigin = place.topOrigin;
    } else {
      data.crossOrigin = place.crossOriginWithoutTop === true;
    }
    return Buffer.from(JSON.stringify(data)).toString('base64url');
  }
}
