import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { AppError, failure, isAppError, requestIdOf } from "./app-error.ts";
import { ERROR_CATALOGUE } from "./error-catalogue.ts";
import { tableRows, withErrorTable } from "./error-table.ts";

describe("the error catalogue", () => {
  it("is what docs/errors.md lists (node scripts/errors-doc.ts rewrites the table)", () => {
    const doc = fs.readFileSync("docs/errors.md", "utf8");
    expect(tableRows(doc)).toEqual(tableRows(withErrorTable(doc)));
    expect(tableRows(doc)).toHaveLength(Object.keys(ERROR_CATALOGUE).length);
  });

  it("names each code area.what-happened, with a 4xx or 5xx status and a Thai message", () => {
    for (const [code, { status, message }] of Object.entries(ERROR_CATALOGUE)) {
      expect(code).toMatch(/^[a-z]+\.[a-z]+(-[a-z0-9]+)*$/);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
      expect(message).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});

describe("AppError", () => {
  it("takes its status and message from the catalogue, or a message of its own case", () => {
    const error = new AppError("auth.forbidden");
    expect(error).toMatchObject({ code: "auth.forbidden", status: 403, fields: {} });
    expect(error.message).toBe("คุณไม่มีสิทธิ์ใช้งานส่วนนี้");
    const sized = new AppError("upload.too-large", { message: "ไฟล์ใหญ่เกินกำหนด (ไม่เกิน 1 MB)" });
    expect(sized).toMatchObject({ status: 413, message: "ไฟล์ใหญ่เกินกำหนด (ไม่เกิน 1 MB)" });
  });

  it("becomes the one failure shape, fields and all, without its details", () => {
    const error = new AppError("request.invalid", { fields: { a: "ข" }, details: { secret: 1 } });
    expect(error.toFailure()).toEqual({
      ok: false,
      code: "request.invalid",
      status: 400,
      message: "คำขอไม่ถูกต้อง",
      fields: { a: "ข" },
    });
    expect(JSON.stringify(error.toFailure())).not.toContain("secret");
    expect(failure("page.not-found")).toMatchObject({ ok: false, status: 404, fields: {} });
  });

  it("a 500's request id is read from the error response's body only", () => {
    expect(requestIdOf({ status: 500, data: { requestId: "abc12345" } })).toBe("abc12345");
    expect(requestIdOf(new Error("x"))).toBeNull();
    expect(requestIdOf(null)).toBeNull();
  });
});

describe("isAppError", () => {
  it("knows an AppError made by another copy of the module (the app build's), and nothing else", () => {
    const foreign = Object.assign(new Error("x"), { [Symbol.for("sukhaphap.app-error")]: true });
    expect(isAppError(foreign)).toBe(true);
    expect(isAppError(new AppError("request.invalid"))).toBe(true);
    expect(isAppError(new Error("x"))).toBe(false);
    expect(isAppError({ code: "request.invalid", status: 400 })).toBe(false);
  });
});
