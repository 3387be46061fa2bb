import { createHash, randomInt } from "node:crypto";
import { generateSecret, generateSync, ScureBase32Plugin, verifySync } from "otplib";

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const STEP_SECONDS = 30;
const DIGITS = 6;
/** No 0/O, 1/I/L: easy to read back from paper. */
const RECOVERY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** 12 characters from 31: about 59 bits each. */
const RECOVERY_LENGTH = 12;

const base32 = new ScureBase32Plugin();

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  return base32.encode(bytes);
}

/** RFC 4648 base32; ignores case, whitespace and trailing padding. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/\s/g, "").replace(/=+$/, "").toUpperCase();
  const invalid = [...clean].find((char) => !BASE32_ALPHABET.includes(char));
  if (invalid !== undefined) throw new Error(`Invalid base32 character: "${invalid}"`);
  return Buffer.from(base32.decode(clean));
}

/** 20 random bytes (160 bits) in base32, as stored for every enrolled account. */
export function generateTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/**
 * Spells out algorithm, digits and period even at their defaults (otplib's `generateURI` leaves
 * them out), so the URI stays the one enrolled authenticator apps were given.
 */
export function totpUri({
  secret,
  accountName,
  issuer,
}: {
  secret: string;
  accountName: string;
  issuer: string;
}): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = [
    `secret=${encodeURIComponent(secret)}`,
    `issuer=${encodeURIComponent(issuer)}`,
    "algorithm=SHA1",
    `digits=${DIGITS}`,
    `period=${STEP_SECONDS}`,
  ].join("&");
  return `otpauth://totp/${label}?${query}`;
}

/** RFC 6238 TOTP: HMAC-SHA1, 6 digits, 30-second steps. */
export function totpCode(secret: string, timeMs: number): string {
  return generateSync({
    secret,
    epoch: timeMs / 1000,
    period: STEP_SECONDS,
    digits: DIGITS,
    algorithm: "sha1",
  });
}

/**
 * Accepts the previous, current and next step to allow for clock drift.
 * Steps at or before `lastUsedStep` are refused, so store the returned step.
 */
export function verifyTotp(
  secret: string,
  code: string,
  timeMs: number,
  lastUsedStep?: number | null,
): { ok: true; step: number } | { ok: false } {
  const given = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(given)) return { ok: false };
  const epoch = timeMs / 1000;
  const now = Math.floor(epoch / STEP_SECONDS);
  // otplib throws on an `afterTimeStep` beyond the window rather than refusing the code.
  if (lastUsedStep != null && lastUsedStep >= now + 1) return { ok: false };
  const result = verifySync({
    secret,
    token: given,
    epoch,
    period: STEP_SECONDS,
    digits: DIGITS,
    algorithm: "sha1",
    epochTolerance: STEP_SECONDS,
    afterTimeStep: lastUsedStep != null && lastUsedStep >= 0 ? lastUsedStep : undefined,
  });
  return result.valid ? { ok: true, step: now + result.delta } : { ok: false };
}

/** Codes formatted `XXXX-XXXX-XXXX` for display. */
export function generateRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    let code = "";
    for (let i = 0; i < RECOVERY_LENGTH; i++) {
      code += RECOVERY_ALPHABET.charAt(randomInt(RECOVERY_ALPHABET.length));
    }
    return code.match(/.{4}/g)!.join("-");
  });
}

export function normaliseRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "");
}

export function hashRecoveryCode(code: string): string {
  // Codes are random (~59 bits), not user-chosen, so a fast hash is appropriate; no slow KDF needed.
  return createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");
}
