import { describe, expect, it } from "vitest";
import { profileSchema } from "../domain/accounts/accounts.server.ts";
import { formValuesOf, validateSettingsForm } from "../domain/site/site-settings-form.server.ts";
import { SITE_SETTINGS } from "../db/seed/settings-data.ts";
import { withoutBidiControls } from "./bidi-controls.ts";

const CONTROLS = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
];

describe("bidirectional control characters", () => {
  it("are removed, every one of them, and nothing else is", () => {
    for (const c of CONTROLS) expect(withoutBidiControls(`สม${c}ชาย`)).toBe("สมชาย");
    expect(withoutBidiControls(`\u202Egnp.exe${CONTROLS.join("")}`)).toBe("gnp.exe");
    const kept = "สมหญิง ใจดี محمد שלום e\u0301 \u200B\u200D 😀";
    expect(withoutBidiControls(kept)).toBe(kept);
  });

  it("are removed from the single-line fields staff type: names and site settings", () => {
    expect(
      profileSchema.parse({ firstName: "\u202Eสมชาย\u202C", lastName: "ใจ\u2067ดี\u2069" }),
    ).toEqual({ firstName: "สมชาย", lastName: "ใจดี", email: "" });
    const result = validateSettingsForm({
      ...formValuesOf(SITE_SETTINGS),
      officeName: "\u202Eสำนักงานทดสอบ",
    });
    expect(result.ok && result.settings.officeName).toBe("สำนักงานทดสอบ");
  });
});
