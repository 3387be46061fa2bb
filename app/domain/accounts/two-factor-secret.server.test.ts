import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "totp-key-"));
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/** The module under a fresh configuration read from the environment as it is now. */
async function withEnv(env: { SECRET_KEY?: string }) {
  vi.resetModules();
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("BASE_URL", "http://localhost:3000");
  vi.stubEnv("SECRET_KEY", env.SECRET_KEY ?? "");
  return import("./two-factor-secret.server.ts");
}

describe("two-factor secrets at rest", () => {
  beforeEach(() => fs.rmSync(path.join(dataDir, "two-factor.key"), { force: true }));
  afterAll(() => {
    vi.unstubAllEnvs();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("without SECRET_KEY, a key is made once in DATA_DIR, readable by the owner only", async () => {
    const box = await withEnv({});
    const sealed = box.sealTotpSecret(7, SECRET);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(SECRET);
    const file = path.join(dataDir, box.KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const key = fs.readFileSync(file, "utf8");
    expect(box.sealTotpSecret(8, SECRET)).toMatch(/^v1\./);
    expect(fs.readFileSync(file, "utf8"), "the key is not replaced").toBe(key);
    expect(box.openTotpSecret(7, sealed)).toEqual({ secret: SECRET, reseal: null });
  });

  it("a secret stored in the clear is read and comes back sealed", async () => {
    const box = await withEnv({});
    const opened = box.openTotpSecret(3, SECRET);
    expect(opened.secret).toBe(SECRET);
    expect(opened.reseal).toMatch(/^v1\./);
    expect(box.openTotpSecret(3, opened.reseal!)).toEqual({ secret: SECRET, reseal: null });
  });

  it("a sealed secret copied onto another account, or altered, opens for nobody", async () => {
    const box = await withEnv({});
    const sealed = box.sealTotpSecret(1, SECRET);
    expect(box.openTotpSecret(2, sealed).secret).toBeNull();
    // One bit of the ciphertext flipped: re-encoded, since a base64 text's last character can
    // change without changing the bytes it decodes to.
    const parts = sealed.split(".");
    const data = Buffer.from(parts.at(-2)!, "base64url");
    data[0]! ^= 1;
    parts[parts.length - 2] = data.toString("base64url");
    const altered = parts.join(".");
    expect(altered).not.toBe(sealed);
    expect(box.openTotpSecret(1, altered).secret).toBeNull();
  });

  it("once SECRET_KEY is set it seals new secrets, and what the DATA_DIR key sealed is resealed", async () => {
    const before = (await withEnv({})).sealTotpSecret(5, SECRET);
    const secretKey = randomBytes(32).toString("hex");
    const box = await withEnv({ SECRET_KEY: secretKey });
    const opened = box.openTotpSecret(5, before);
    expect(opened.secret).toBe(SECRET);
    expect(opened.reseal).toMatch(/^v1\./);
    fs.rmSync(path.join(dataDir, box.KEY_FILE));
    expect(box.openTotpSecret(5, opened.reseal!), "needs only SECRET_KEY now").toEqual({
      secret: SECRET,
      reseal: null,
    });
    expect(fs.existsSync(path.join(dataDir, box.KEY_FILE)), "no DATA_DIR key made").toBe(false);

    const other = await withEnv({ SECRET_KEY: randomBytes(32).toString("hex") });
    expect(other.openTotpSecret(5, opened.reseal!), "another SECRET_KEY opens nothing").toEqual({
      secret: null,
      reseal: null,
    });
  });

  it("a damaged key file is an error that names it, not a new key", async () => {
    const box = await withEnv({});
    fs.writeFileSync(path.join(dataDir, box.KEY_FILE), "not a key\n");
    expect(() => box.sealTotpSecret(1, SECRET)).toThrow(/two-factor\.key must hold 64 hex digits/);
  });
});
