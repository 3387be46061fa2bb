import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  normaliseRecoveryCode,
  totpCode,
  totpUri,
  verifyTotp,
} from "./totp.server.ts";

const rfcSecret = base32Encode(Buffer.from("12345678901234567890"));

describe("base32", () => {
  it("matches the RFC 4648 test vectors", () => {
    const vectors: [string, string][] = [
      ["", ""],
      ["f", "MY"],
      ["fo", "MZXQ"],
      ["foo", "MZXW6"],
      ["foob", "MZXW6YQ"],
      ["fooba", "MZXW6YTB"],
      ["foobar", "MZXW6YTBOI"],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(plain);
    }
  });

  it("round-trips empty and 1–10 byte inputs", () => {
    for (let length = 0; length <= 10; length++) {
      const bytes = randomBytes(length);
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
  });

  it("tolerates lower case, spaces and padding", () => {
    expect(base32Decode("mzxw 6ytb oi").toString()).toBe("foobar");
    expect(base32Decode("MY======").toString()).toBe("f");
  });

  it("rejects invalid characters", () => {
    expect(() => base32Decode("MZ1W")).toThrow(/Invalid base32 character: "1"/);
    expect(() => base32Decode("MY==MY")).toThrow(/Invalid base32/);
  });
});

describe("TOTP codes", () => {
  it("matches the RFC 6238 SHA1 vectors (last 6 of 8 digits)", () => {
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [seconds, code] of vectors) {
      expect(totpCode(rfcSecret, seconds * 1000)).toBe(code.slice(-6));
    }
  });

  it("matches the RFC 4226 HOTP vectors at counters 0–9", () => {
    const vectors = ["755224", "287082", "359152", "969429", "338314"];
    vectors.push("254676", "287922", "162583", "399871", "520489");
    vectors.forEach((code, counter) => {
      expect(totpCode(rfcSecret, counter * 30_000)).toBe(code);
    });
  });

  it("generates 160-bit secrets", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});

describe("verifyTotp", () => {
  const now = 1111111111_000;
  const step = Math.floor(now / 30_000);
  const codeAt = (offsetSteps: number) => totpCode(rfcSecret, now + offsetSteps * 30_000);

  it("accepts the previous, current and next step", () => {
    expect(verifyTotp(rfcSecret, codeAt(-1), now)).toEqual({ ok: true, step: step - 1 });
    expect(verifyTotp(rfcSecret, codeAt(0), now)).toEqual({ ok: true, step });
    expect(verifyTotp(rfcSecret, codeAt(1), now)).toEqual({ ok: true, step: step + 1 });
  });

  it("rejects codes two steps away", () => {
    expect(verifyTotp(rfcSecret, codeAt(-2), now)).toEqual({ ok: false });
    expect(verifyTotp(rfcSecret, codeAt(2), now)).toEqual({ ok: false });
  });

  it("rejects a step at or before the last used step", () => {
    expect(verifyTotp(rfcSecret, codeAt(0), now, step)).toEqual({ ok: false });
    expect(verifyTotp(rfcSecret, codeAt(-1), now, step)).toEqual({ ok: false });
    expect(verifyTotp(rfcSecret, codeAt(0), now, step - 1)).toEqual({ ok: true, step });
    expect(verifyTotp(rfcSecret, codeAt(1), now, step)).toEqual({ ok: true, step: step + 1 });
  });

  it("refuses, without throwing, when the last used step is ahead of the window", () => {
    expect(verifyTotp(rfcSecret, codeAt(1), now, step + 1)).toEqual({ ok: false });
    expect(verifyTotp(rfcSecret, codeAt(1), now, step + 5)).toEqual({ ok: false });
  });

  it("requires exactly six digits", () => {
    const code = codeAt(0);
    for (const bad of [code.slice(0, 5), `${code}0`, `${code.slice(0, 5)}a`, "abcdef", ""]) {
      expect(verifyTotp(rfcSecret, bad, now)).toEqual({ ok: false });
    }
  });

  it("ignores spaces", () => {
    const code = codeAt(0);
    expect(verifyTotp(rfcSecret, ` ${code.slice(0, 3)} ${code.slice(3)} `, now)).toEqual({
      ok: true,
      step,
    });
  });
});

describe("totpUri", () => {
  it("percent-encodes Thai names and parses as a URL", () => {
    const issuer = "สุขภาพดี";
    const accountName = "สมชาย ใจดี";
    const uri = totpUri({ secret: rfcSecret, accountName, issuer });
    expect(uri).toContain(`${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`);
    const url = new URL(uri);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/${issuer}:${accountName}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: rfcSecret,
      issuer,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});

describe("recovery codes", () => {
  it("generates 10 unique codes in the unambiguous alphabet", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(code).not.toMatch(/[01OIL]/);
    }
    expect(generateRecoveryCodes(3)).toHaveLength(3);
  });

  it("hashes the normalised code", () => {
    expect(normaliseRecoveryCode(" abcd-efgh-jkmn ")).toBe("ABCDEFGHJKMN");
    const hash = hashRecoveryCode("abcd-efgh-jkmn");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode("ABCD EFGH JKMN ")).toBe(hash);
    expect(hashRecoveryCode("ABCDEFGHJKMP")).not.toBe(hash);
  });
});
