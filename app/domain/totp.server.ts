import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const STEP_SECONDS = 30;
const DIGITS = 6;
/** No 0/O, 1/I/L: easy to read back from paper. */
const RECOVERY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** 12 characters from 31: about 59 bits each. */
const RECOVERY_LENGTH = 12;

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32_ALPHABET.charAt((buffer >> bits) & 31);
    }
  }
  if (bits > 0) out += BASE32_ALPHABET.charAt((buffer << (5 - bits)) & 31);
  return out;
}

/** RFC 4648 base32; ignores case, whitespace and trailing padding. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/\s/g, "").replace(/=+$/, "").toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value === -1) throw new Error(`Invalid base32 character: "${char}"`);
    buffer = ((buffer << 5) | value) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

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

function stepAt(timeMs: number): number {
  return Math.floor(timeMs / 1000 / STEP_SECONDS);
}

/** RFC 4226 HOTP with dynamic truncation. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac("sha1", key).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return String(value).padStart(DIGITS, "0");
}

/** RFC 6238 TOTP: HMAC-SHA1, 6 digits, 30-second steps. */
export function totpCode(secret: string, timeMs: number): string {
  return hotp(base32Decode(secret), stepAt(timeMs));
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
  const key = base32Decode(secret);
  const now = stepAt(timeMs);
  for (const step of [now - 1, now, now + 1]) {
    if (lastUsedStep != null && step <= lastUsedStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(given))) {
      return { ok: true, step };
    }
  }
  return { ok: false };
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
