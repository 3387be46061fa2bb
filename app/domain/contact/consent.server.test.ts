import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import type { Db } from "../../db/client.server.ts";
import { consentCookieValue, CONSENT_VERSION, parseConsentValue } from "../../lib/consent.ts";
import { consentFrom, ownConsentHistory, readConsent, recordConsent } from "./consent.server.ts";

const withCookie = (cookie: string) => cookie.split(";")[0]!;

describe("the consent cookie", () => {
  it("round-trips a choice and ignores one made under an older policy or malformed", () => {
    const value = consentCookieValue("abcdefghijklmnop", { functional: true, media: false });
    expect(value).toBe(`${CONSENT_VERSION}.abcdefghijklmnop.10`);
    expect(parseConsentValue(value)).toEqual({
      id: "abcdefghijklmnop",
      consent: { functional: true, media: false },
    });
    for (const bad of ["0.abcdefghijklmnop.10", "1.short.10", "1.abcdefghijklmnop.1", "x", ""])
      expect(parseConsentValue(bad)).toBeNull();
  });

  it("reads accept, refuse and per-purpose choices from the form", () => {
    const form = new FormData();
    form.set("media", "on");
    expect(consentFrom("all", form)).toEqual({ functional: true, media: true });
    expect(consentFrom("none", form)).toEqual({ functional: false, media: false });
    expect(consentFrom("custom", form)).toEqual({ functional: false, media: true });
  });
});

for (const database of testDatabases()) {
  describe(`consent records on ${database.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
    });
    afterAll(() => database.close());

    it("records every choice under one random id kept in a strictly necessary cookie", async () => {
      const first = await recordConsent(null, {
        functional: false,
        media: false,
      });
      expect(first).toMatch(
        /^consent=1\.[\w-]{16}\.00; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/,
      );
      const id = readConsent(withCookie(first))!.id;
      const second = await recordConsent(withCookie(first), { functional: true, media: true });
      expect(readConsent(withCookie(second))).toEqual({
        id,
        consent: { functional: true, media: true },
      });
      const history = await ownConsentHistory(withCookie(second));
      expect(history?.records.map((r) => [r.functional, r.media, r.version])).toEqual([
        [0, 0, CONSENT_VERSION],
        [1, 1, CONSENT_VERSION],
      ]);
      expect(await ownConsentHistory(null)).toBeNull();
    });
  });
}
