import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from "node:crypto";

const ALGORITHM = "aes-256-gcm";
const VERSION = "v1";
/** Fixed and public on purpose: it only separates this application's derived keys from others'. */
const PASSPHRASE_SALT = "sukhaphap-site SECRET_KEY";

/**
 * The 32-byte key in SECRET_KEY: 64 hex digits, base64 of 32 bytes, or a passphrase of at least
 * 32 characters, stretched with scrypt. Null when the value is none of these.
 */
export function parseSecretKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text, "base64");
    if (bytes.length === 32) return bytes;
  }
  if (text.length >= 32) return scryptSync(text, PASSPHRASE_SALT, 32);
  return null;
}

/**
 * Encrypts with AES-256-GCM and a fresh 12-byte IV. The purpose (e.g. `dropbox-tokens`) is
 * authenticated too, so a value sealed for one purpose cannot be passed off as another.
 */
export function seal(plaintext: string, key: Buffer, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const parts = [iv, data, cipher.getAuthTag()].map((part) => part.toString("base64url"));
  return [VERSION, ...parts].join(".");
}

export class UnsealError extends Error {}

/** The plaintext, or an UnsealError when the key is wrong or the value was altered. */
export function unseal(sealed: string, key: Buffer, purpose: string): string {
  const [version, ...encoded] = sealed.split(".");
  if (version !== VERSION || encoded.length !== 3) throw new UnsealError("not a sealed value");
  const [iv, data, tag] = encoded.map((part) => Buffer.from(part, "base64url")) as [
    Buffer,
    Buffer,
    Buffer,
  ];
  if (iv.length !== 12 || tag.length !== 16) throw new UnsealError("not a sealed value");
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv);
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    throw new UnsealError("cannot decrypt: wrong SECRET_KEY, or the value was altered");
  }
}
