import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server.ts";

describe("mail configuration", () => {
  it("is off by default, and off when the variables are empty", () => {
    expect(parseConfig({}).smtp).toBeNull();
    expect(parseConfig({ SMTP_URL: "", SMTP_FROM: "", CONTACT_NOTIFY_TO: "" }).smtp).toBeNull();
  });

  it("reads the server, the sender and the office address", () => {
    expect(
      parseConfig({
        SMTP_URL: "smtps://user:pass@mail.example.go.th:465",
        SMTP_FROM: "เว็บไซต์สำนักงาน <no-reply@example.go.th>",
        CONTACT_NOTIFY_TO: "saraban@example.go.th",
      }).smtp,
    ).toEqual({
      url: "smtps://user:pass@mail.example.go.th:465",
      from: "เว็บไซต์สำนักงาน <no-reply@example.go.th>",
      notifyTo: "saraban@example.go.th",
    });
    expect(
      parseConfig({ SMTP_URL: "smtp://127.0.0.1:25", SMTP_FROM: "no-reply@example.go.th" }).smtp,
    ).toMatchObject({ notifyTo: null });
  });

  it("refuses a server without a sender, other schemes, and line breaks in the sender", () => {
    expect(() => parseConfig({ SMTP_URL: "smtp://127.0.0.1:25" })).toThrow(/SMTP_FROM/);
    expect(() =>
      parseConfig({ SMTP_URL: "http://mail.example.go.th", SMTP_FROM: "a@example.go.th" }),
    ).toThrow(/SMTP_URL/);
    expect(() =>
      parseConfig({
        SMTP_URL: "smtp://127.0.0.1:25",
        SMTP_FROM: "site <a@example.go.th>\r\nBcc: x@example.com",
      }),
    ).toThrow(/SMTP_FROM/);
    expect(() => parseConfig({ CONTACT_NOTIFY_TO: "not an address" })).toThrow(/CONTACT_NOTIFY_TO/);
  });
});
