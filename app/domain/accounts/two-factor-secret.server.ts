import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { config } from "../../lib/config.server.ts";
import { seal, unseal, UnsealError } from "../../lib/secret-box.server.ts";

/** Kept in DATA_DIR when SECRET_KEY is unset: never in the database, so never in a backup of it. */
export const KEY_FILE = "two-factor.key";
const SEALED = /^v1\./;

/** Bound to the account, so one account's sealed secret cannot be copied onto another's row. */
const purpose = (userId: number) => `totp-secret:${userId}`;

function keyFromFile(file: string): Buffer | null {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  if (!/^[0-9a-f]{64}$/i.test(text))
    throw new Error(`${file} must hold 64 hex digits (the two-factor secrets' key)`);
  return Buffer.from(text, "hex");
}

/** The DATA_DIR key, made once (32 random bytes, readable by the owner only) when `create`. */
function dataDirKey(create: boolean): Buffer | null {
  const file = path.join(config().dataDir, KEY_FILE);
  const found = keyFromFile(file);
  if (found || !create) return found;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return keyFromFile(file);
}

/** SECRET_KEY when set, else the DATA_DIR key; the DATA_DIR key still opens what it sealed before. */
function keys(): { current: Buffer; older: Buffer[] } {
  const secretKey = config().secretKey;
  if (!secretKey) return { current: dataDirKey(true)!, older: [] };
  const previous = dataDirKey(false);
  return { current: secretKey, older: previous ? [previous] : [] };
}

export function sealTotpSecret(userId: number, secret: string): string {
  return seal(secret, keys().current, purpose(userId));
}

export type OpenedSecret = {
  /** Null when no key at hand opens it (SECRET_KEY changed, or the DATA_DIR key is missing). */
  secret: string | null;
  /** The value to store instead: sealed with the current key when it was clear or sealed with an older one. */
  reseal: string | null;
};

/** Opens a stored secret; one stored in the clear (before encryption) is returned and resealed. */
export function openTotpSecret(userId: number, stored: string): OpenedSecret {
  const { current, older } = keys();
  if (!SEALED.test(stored))
    return { secret: stored, reseal: seal(stored, current, purpose(userId)) };
  for (const key of [current, ...older]) {
    try {
      const secret = unseal(stored, key, purpose(userId));
      return { secret, reseal: key === current ? null : seal(secret, current, purpose(userId)) };
    } catch (error) {
      if (!(error instanceof UnsealError)) throw error;
    }
  }
  return { secret: null, reseal: null };
}
