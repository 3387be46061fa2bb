import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { sameOriginOnly } from "./same-origin.ts";

function passes(check: ReturnType<typeof sameOriginOnly>, headers: Record<string, string>) {
  const req = {
    method: "POST",
    protocol: "http",
    get: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
  let status = 0;
  const res = {
    status: (s: number) => ((status = s), res),
    type: () => res,
    send: () => res,
  } as unknown as Response;
  let passed = false;
  check(req, res, (() => (passed = true)) as NextFunction);
  return passed && status === 0;
}

describe("sameOriginOnly", () => {
  it("with BASE_URL set, takes its origin only, from a request sent to it", () => {
    const check = sameOriginOnly("http://www.example.go.th", true);
    expect(passes(check, { origin: "http://www.example.go.th", host: "www.example.go.th" })).toBe(
      true,
    );
    expect(passes(check, { origin: "http://evil.example", host: "evil.example" })).toBe(false);
    // Sent to another name: React Router would refuse the action too, with an error in the log.
    expect(passes(check, { origin: "http://www.example.go.th", host: "10.0.0.5" })).toBe(false);
  });

  it("without BASE_URL, also takes the address the request was sent to", () => {
    const check = sameOriginOnly("http://localhost:3000", false);
    expect(passes(check, { origin: "http://192.168.1.5:3000", host: "192.168.1.5:3000" })).toBe(
      true,
    );
    expect(passes(check, { origin: "http://evil.example", host: "192.168.1.5:3000" })).toBe(false);
    expect(passes(check, { origin: "http://localhost:3000", host: "127.0.0.1:3000" })).toBe(false);
  });

  it("without Origin, goes by Sec-Fetch-Site", () => {
    const check = sameOriginOnly("https://www.example.go.th", true);
    expect(passes(check, { "sec-fetch-site": "same-origin" })).toBe(true);
    expect(passes(check, { "sec-fetch-site": "cross-site" })).toBe(false);
  });
});
