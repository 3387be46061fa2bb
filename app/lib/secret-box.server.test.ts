import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseSecretKey, seal, unseal, UnsealError } from "./secret-box.server.ts";

const key = randomBytes(32);
const secret = JSON.stringify({ accessToken: "sl.ตัวอย่าง-โทเค็น", refreshToken: "r-123" });

describe("sealed secrets", () => {
  it("round-trips, with a fresh IV each time", () => {
    const one = seal(secret, key, "dropbox-tokens");
    const two = seal(secret, key, "dropbox-tokens");
    expect(one).not.toBe(two);
    expect(one).not.toContain("sl.");
    expect(unseal(one, key, "dropbox-tokens")).toBe(secret);
    expect(unseal(two, key, "dropbox-tokens")).toBe(secret);
  });

  it("detects any change to the IV, the data or the tag", () => {
    const sealed = seal(secret, key, "dropbox-tokens");
    const parts = sealed.split(".");
    for (const index of [1, 2, 3]) {
      const altered = [...parts];
      const bytes = Buffer.from(altered[index]!, "base64url");
      bytes[0]! ^= 1;
      altered[index] = bytes.toString("base64url");
      expect(() => unseal(altered.join("."), key, "dropbox-tokens")).toThrow(UnsealError);
    }
    const shortTag = [...parts.slice(0, 3), parts[3]!.slice(0, 8)].join(".");
    expect(() => unseal(shortTag, key, "dropbox-tokens")).toThrow(UnsealError);
    expect(() => unseal("v1.not.sealed", key, "dropbox-tokens")).toThrow(UnsealError);
  });

  it("refuses the wrong key and another purpose", () => {
    const sealed = seal(secret, key, "dropbox-tokens");
    expect(() => unseal(sealed, randomBytes(32), "dropbox-tokens")).toThrow(/wrong SECRET_KEY/);
    expect(() => unseal(sealed, key, "something-else")).toThrow(UnsealError);
  });
});

describe("SECRET_KEY", () => {
  it("takes 64 hex digits, base64 of 32 bytes, or a long passphrase", () => {
    const bytes = randomBytes(32);
    expect(parseSecretKey(bytes.toString("hex"))).toEqual(bytes);
    expect(parseSecretKey(bytes.toString("base64"))).toEqual(bytes);
    expect(parseSecretKey(bytes.toString("base64url"))).toEqual(bytes);
    const passphrase = "ม้าลายกินหญ้าริมแม่น้ำเจ้าพระยาตอนเช้า";
    expect(parseSecretKey(passphrase)).toHaveLength(32);
    expect(parseSecretKey(passphrase)).toEqual(parseSecretKey(passphrase));
  });

  it("refuses short or empty values", () => {
    expect(parseSecretKey("")).toBeNull();
    expect(parseSecretKey("changeme")).toBeNull();
    expect(parseSecretKey("x".repeat(31))).toBeNull();
  });
});
