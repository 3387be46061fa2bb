import { hash } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from "./passwords.server.ts";

describe("password hashing", () => {
  it("makes an argon2id PHC string that verifies the same password only", async () => {
    const stored = await hashPassword("ม้าลายกินหญ้า 2567");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "ม้าลายกินหญ้า 2567")).toBe(true);
    expect(await verifyPassword(stored, "ม้าลายกินหญ้า 2568")).toBe(false);
  });

  it("treats differently ordered or decomposed forms of one password as the same", async () => {
    // Thai vowel below (ู, class 103) and tone mark (่, class 107) typed in either order.
    const typed = "ปู่ย่าตายาย1234".replace("\u0E39\u0E48", "\u0E48\u0E39");
    expect(typed).not.toBe("ปู่ย่าตายาย1234");
    expect(await verifyPassword(await hashPassword(typed), "ปู่ย่าตายาย1234")).toBe(true);
    const composed = "Café สุขภาพดี";
    const decomposed = composed.normalize("NFD");
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(await hashPassword(decomposed), composed)).toBe(true);
  });

  it("returns false, without throwing, for a malformed hash", async () => {
    for (const bad of ["", "garbage", "$argon2id$v=19$m=19456,t=2,p=1$abc$def", "$2b$10$abc"]) {
      expect(await verifyPassword(bad, "whatever-password")).toBe(false);
    }
  });

  it("asks for a rehash only when the parameters differ from the current ones", async () => {
    expect(needsRehash(await hashPassword("a current password"))).toBe(false);
    expect(needsRehash(await hash("an older password", { memoryCost: 8192, timeCost: 3 }))).toBe(
      true,
    );
    expect(needsRehash(await hash("an argon2i password", { algorithm: 1 }))).toBe(true);
    expect(needsRehash("not a hash")).toBe(true);
  });

  it("rejects every password for an unknown user", async () => {
    expect(await verifyAgainstDummy("any password at all")).toBe(false);
    expect(await verifyAgainstDummy("")).toBe(false);
  });
});
