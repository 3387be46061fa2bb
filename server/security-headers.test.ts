import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { CSP_NONCE_HEADER } from "../app/lib/csp-nonce.ts";
import { READER_SCRIPT } from "../app/lib/reader.ts";
import { securityHeaders, securityHeaderValues, sharedPagePolicy } from "./security-headers.ts";

function directives(csp: string): Map<string, string> {
  return new Map(csp.split("; ").map((d) => [d.split(" ")[0]!, d.slice(d.indexOf(" ") + 1)]));
}

describe("securityHeaderValues", () => {
  it("allows scripts from this site, with the nonce, and the display-settings script only", () => {
    const headers = securityHeaderValues("abc+/123==", { development: false, https: false });
    const csp = directives(headers["Content-Security-Policy"]!);
    const hash = createHash("sha256").update(READER_SCRIPT).digest("base64");
    expect(csp.get("script-src")).toBe(`'self' 'nonce-abc+/123==' 'sha256-${hash}'`);
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("connect-src")).toBe("'self'");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("sends HSTS only when the site is served over HTTPS", () => {
    expect(securityHeaderValues("n", { development: false, https: false })).not.toHaveProperty(
      "Strict-Transport-Security",
    );
    expect(
      securityHeaderValues("n", { development: false, https: true })["Strict-Transport-Security"],
    ).toBe("max-age=31536000; includeSubDomains");
  });

  it("lets the development server's hot reload connect over WebSocket", () => {
    const headers = securityHeaderValues("n", { development: true, https: false });
    expect(directives(headers["Content-Security-Policy"]!).get("connect-src")).toBe("'self' ws:");
  });
});

describe("securityHeaders", () => {
  function respond(clientHeaders: Record<string, string> = {}) {
    const req = { headers: { ...clientHeaders } } as unknown as Request;
    const sent: Record<string, string> = {};
    const res = { set: (values: Record<string, string>) => Object.assign(sent, values) };
    let nexted = false;
    securityHeaders({ development: false, https: false })(
      req,
      res as unknown as Response,
      (() => (nexted = true)) as NextFunction,
    );
    expect(nexted).toBe(true);
    const nonce = /'nonce-([^']+)'/.exec(sent["Content-Security-Policy"]!)?.[1];
    return { nonce, handedOver: req.headers[CSP_NONCE_HEADER] };
  }

  it("hands React Router the same fresh 128-bit nonce as the header carries", () => {
    const first = respond();
    expect(Buffer.from(first.nonce!, "base64")).toHaveLength(16);
    expect(first.handedOver).toBe(first.nonce);
    expect(respond().nonce).not.toBe(first.nonce);
  });

  it("replaces a nonce the client sent", () => {
    const { nonce, handedOver } = respond({ [CSP_NONCE_HEADER]: "chosen-by-attacker" });
    expect(handedOver).toBe(nonce);
    expect(nonce).not.toBe("chosen-by-attacker");
  });
});

describe("sharedPagePolicy", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("takes the render's nonce out of a cached page and allows its inline scripts by hash", () => {
    const html = `<html><head><script>${READER_SCRIPT}</script><script type="module" src="/assets/a.js" nonce="N1"></script></head><body><script nonce="N1">window.a=1</script><script type="module" async="" nonce="N1">import "/assets/b.js";</script></body></html>`;
    const { html: shared, header } = sharedPagePolicy(html, "N1", {
      development: false,
      https: false,
    });
    expect(shared).not.toContain("N1");
    const scriptSrc = directives(header).get("script-src")!;
    expect(scriptSrc).not.toContain("nonce");
    expect(scriptSrc.split(" ").sort()).toEqual(
      ["'self'", sha(READER_SCRIPT), sha("window.a=1"), sha('import "/assets/b.js";')].sort(),
    );
  });
});
