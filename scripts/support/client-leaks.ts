import fs from "node:fs";
import path from "node:path";

/** What must never reach the browser: server-only code, and anything that looks like a secret. */
const MARKERS: [label: string, pattern: RegExp][] = [
  ["argon2", /argon2/i],
  ["node:crypto", /node:crypto/],
  ["node:sqlite", /node:sqlite/],
  ["pg client code", /pg-protocol|pg-pool|PGPASSWORD/],
  ["kysely", /kysely/i],
  ["a .server module path", /\.server\.[jt]sx?\b/],
  ["password_hash", /password_hash/],
  ["DATABASE_URL", /DATABASE_URL/],
  ["process.env", /process\.env/],
  ["a private key block", /-----BEGIN/],
  ["an AWS access key", /AKIA[0-9A-Z]{16}/],
];

const SECRET_NAME = /SECRET|TOKEN|PASSWORD|KEY/i;
/** Shorter values ("1", "true") would match by chance. */
const MIN_SECRET_LENGTH = 8;

/** Every file under `dir` that holds a marker or the value of a secret-looking variable in `env`. */
export function findClientLeaks(
  dir: string,
  env: NodeJS.ProcessEnv,
): { files: number; leaks: string[] } {
  const secrets = Object.entries(env).filter(
    (entry): entry is [string, string] =>
      SECRET_NAME.test(entry[0]) && (entry[1]?.length ?? 0) >= MIN_SECRET_LENGTH,
  );
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const leaks: string[] = [];
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    const text = bytes.toString("latin1");
    const name = path.relative(dir, file);
    for (const [label, pattern] of MARKERS) {
      if (pattern.test(text)) leaks.push(`${name}: ${label}`);
    }
    for (const [variable, value] of secrets) {
      if (bytes.includes(value)) leaks.push(`${name}: the value of ${variable}`);
    }
  }
  return { files: files.length, leaks };
}
