import { randomBytes } from "node:crypto";
import { hash, parseOptions, verify, type Algorithm, type Version } from "@node-rs/argon2";

// The library's enums are `const enum`s, which type stripping cannot inline: use their values.
const ARGON2ID: Algorithm = 2;
const VERSION_0X13: Version = 1;

/** Argon2id at OWASP's lowest recommended cost (19 MiB, 2 passes, 1 lane): affordable on 2 cores. */
const CURRENT = {
  algorithm: ARGON2ID,
  version: VERSION_0X13,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};

/** The PHC string (`$argon2id$v=19$m=…`) to store for a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize("NFC"), CURRENT);
}

/** Whether the password matches the stored hash; false, never an error, for a malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await verify(hash, password.normalize("NFC"));
  } catch {
    return false;
  }
}

/** Whether a hash that just verified should be replaced by one made with the current parameters. */
export function needsRehash(hash: string): boolean {
  try {
    const used = parseOptions(hash);
    return (
      used.algorithm !== CURRENT.algorithm ||
      used.version !== CURRENT.version ||
      used.memoryCost !== CURRENT.memoryCost ||
      used.timeCost !== CURRENT.timeCost ||
      used.parallelism !== CURRENT.parallelism ||
      used.outputLen !== CURRENT.outputLen
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Does the work of verifying a password for a username that has no account, so that an unknown
 * username takes as long to reject as a wrong password. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
  await verifyPassword(await dummyHash, password);
  return false;
}
