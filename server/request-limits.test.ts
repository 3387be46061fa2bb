import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { Readable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerErrors } from "./refusal.ts";
import { checkRequest, LIMITS, readBody } from "./request-limits.ts";

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(checkRequest());
  app.use(readBody());
  app.get("/boom", () => {
    throw new Error("a bug");
  });
  app.get("/media/*key", (_req, res) => void res.end());
  app.use((req, res) => {
    res.json({
      body: Buffer.isBuffer(req.body) ? req.body.toString() : null,
      type: req.headers["content-type"] ?? null,
    });
  });
  app.use(answerErrors);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A request with any method, headers and a body streamed from `chunks` (chunked encoding). */
function send(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; chunks?: Iterable<Buffer>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const source = options.chunks ? Readable.from(options.chunks) : null;
    const req = http.request(
      { host: "127.0.0.1", port, method, path, headers: options.headers },
      (res) => {
        source?.unpipe(req).destroy();
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => {
          resolve({ status: res.statusCode!, headers: res.headers, text });
          req.destroy();
        });
      },
    );
    req.on("error", reject);
    if (source) source.pipe(req);
    else req.end(options.body);
  });
}

/** Sends raw bytes; the whole answer once the server closes the connection. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let text = "";
    socket.on("data", (d) => (text += d.toString()));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
}

function* endless(size: number): Generator<Buffer> {
  const chunk = Buffer.alloc(16 * 1024, "a");
  for (let sent = 0; sent < size; sent += chunk.length) yield chunk;
}

const form = { "content-type": "application/x-www-form-urlencoded" };

describe("checkRequest", () => {
  it("answers methods no page takes with 405 and the methods it does", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS", "PROPFIND"]) {
      const response = await send(method, "/signin");
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
      expect(response.text).toContain("หน้านี้ไม่รับคำขอแบบนี้");
    }
  });

  it("refuses a Host header that cannot make an address", async () => {
    for (const host of ["", "a b", "evil.example/path", "x@y", "[::1", "<script>"]) {
      const answer = await raw(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.split("\r\n")[0], host).toBe("HTTP/1.1 400 Bad Request");
    }
    const fine = await raw("GET / HTTP/1.1\r\nHost: [::1]:80\r\nConnection: close\r\n\r\n");
    expect(fine.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
  });

  it("refuses a NUL anywhere in the address", async () => {
    for (const path of ["/news/%00", "/about/a%00b", "/search?title=%00"])
      expect((await send("GET", path)).status, path).toBe(400);
  });
});

describe("readBody", () => {
  it("hands a form on, and an empty body without a type as an empty form", async () => {
    const posted = await send("POST", "/signin", { headers: form, body: "username=a" });
    expect(JSON.parse(posted.text)).toEqual({ body: "username=a", type: form["content-type"] });
    const empty = await send("POST", "/signout");
    expect(JSON.parse(empty.text)).toEqual({ body: "", type: form["content-type"] });
  });

  it("takes only forms: 415 for other types, 400 for a multipart body that does not parse", async () => {
    for (const [type, body] of [
      ["application/json", "{}"],
      ["text/plain", "a=b"],
      ["application/xml", "<a/>"],
    ]) {
      const response = await send("POST", "/contact", { headers: { "content-type": type! }, body });
      expect(response.status, type).toBe(415);
    }
    expect((await send("POST", "/contact", { body: "a=b" })).status).toBe(415);
    const broken = await send("POST", "/contact", {
      headers: { "content-type": "multipart/form-data; boundary=xx" },
      body: "--xx\r\nbroken",
    });
    expect(broken.status).toBe(400);
    expect(broken.text).toContain("คำขอไม่ถูกต้อง");
  });

  it("answers 413 as soon as a chunked body passes the limit, without waiting for the rest", async () => {
    const started = Date.now();
    const response = await send("POST", "/signin", {
      headers: form,
      chunks: endless(1024 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.text).toContain("ข้อความยาวเกินกว่าที่ระบบรับได้");
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("refuses a declared length over the limit before reading", async () => {
    const response = await send("POST", "/consent", {
      headers: { ...form, "content-length": String(LIMITS.publicBodyBytes + 1) },
      chunks: endless(LIMITS.publicBodyBytes + 1),
    });
    expect(response.status).toBe(413);
  });

  it("gives back-office forms the larger limit, and leaves streaming uploads alone", async () => {
    const big = `body=${"a".repeat(LIMITS.publicBodyBytes * 4)}`;
    expect((await send("POST", "/contact", { headers: form, body: big })).status).toBe(413);
    const admin = await send("POST", "/admin/write/news_office", { headers: form, body: big });
    expect(JSON.parse(admin.text).body).toHaveLength(big.length);
    const over = await send("POST", "/admin/write/news_office", {
      headers: form,
      chunks: endless(LIMITS.backOfficeBodyBytes + 1),
    });
    expect(over.status).toBe(413);
    const upload = await send("POST", "/admin/library/upload", {
      headers: { "content-type": "image/png" },
      chunks: endless(LIMITS.backOfficeBodyBytes * 2),
    });
    expect(JSON.parse(upload.text).body).toBeNull();
  });

  it("gives a reader's field-data beacon a limit of its own, of a kilobyte", async () => {
    const beacon = "route=routes%2Fsite%2Fhome&LCP=1234&INP=80&CLS=0.01&TTFB=300";
    const taken = await send("POST", "/api/vitals", { headers: form, body: beacon });
    expect(JSON.parse(taken.text).body).toHaveLength(beacon.length);
    const big = `route=${"a".repeat(LIMITS.beaconBodyBytes)}`;
    expect((await send("POST", "/api/vitals", { headers: form, body: big })).status).toBe(413);
    expect((await send("POST", "/contact", { headers: form, body: big })).status).not.toBe(413);
  });

  it("answers React Router's data requests with JSON", async () => {
    const response = await send("POST", "/contact.data", {
      headers: form,
      chunks: endless(LIMITS.publicBodyBytes * 2),
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({
      ok: false,
      message: "ข้อความยาวเกินกว่าที่ระบบรับได้ กรุณาย่อข้อความแล้วส่งใหม่",
    });
  });
});

describe("answerErrors", () => {
  it("answers an unexpected error with the Thai page, not Express's", async () => {
    const response = await send("GET", "/boom");
    expect(response.status).toBe(500);
    expect(response.text).toContain("ขออภัย ระบบขัดข้องชั่วคราว");
    expect(response.text).not.toContain("a bug");
  });

  it("keeps the 4xx of Express's own refusals, with the Thai page", async () => {
    const response = await send("GET", "/media/%zz");
    expect(response.status).toBe(400);
    expect(response.text).toContain("คำขอไม่ถูกต้อง");
  });
});

describe("a raw request", () => {
  it("sent chunk by chunk gets its 413 while it is still sending", async () => {
    const socket = net.connect(port, "127.0.0.1");
    socket.write(
      `POST /signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const answer = new Promise<string>((resolve) => {
      let text = "";
      socket.on("data", (d) => {
        text += d.toString();
        if (text.includes("</html>")) resolve(text);
      });
    });
    for (let i = 0; i < 8; i++) socket.write(`4000\r\n${"a".repeat(0x4000)}\r\n`);
    expect((await answer).split("\r\n")[0]).toBe("HTTP/1.1 413 Payload Too Large");
    socket.destroy();
  });
});
