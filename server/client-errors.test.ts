import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientErrors } from "./client-errors.ts";

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.end("ok"));
  answerClientErrors(server);
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Writes the request (in pieces, as a client still sending) and reads the answer to the end. */
function raw(request: string): Promise<{ text: string; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    socket.on("data", (d) => (text += d.toString()));
    socket.on("close", () => resolve({ text, reset: false }));
    socket.on("error", () => resolve({ text, reset: true }));
    for (let at = 0; at < request.length; at += 65_536)
      socket.write(request.slice(at, at + 65_536));
  });
}

describe("answerClientErrors", () => {
  it("answers a very long address with 414 and a Thai page, not a reset", async () => {
    const { text, reset } = await raw(`GET /${"a".repeat(500_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(reset).toBe(false);
    expect(text.split("\r\n")[0]).toBe("HTTP/1.1 414 URI Too Long");
    expect(text).toContain("ที่อยู่หน้าเว็บยาวเกินไป");
  });

  it("answers headers past Node's limit with 431", async () => {
    const { text } = await raw(
      `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${"a".repeat(40_000)}\r\n\r\n`,
    );
    expect(text.split("\r\n")[0]).toBe("HTTP/1.1 431 Request Header Fields Too Large");
    expect(text).toContain('<html lang="th">');
  });

  it("answers bytes that are not HTTP with 400", async () => {
    const { text } = await raw("\u0000\u0001 HELLO\r\n\r\n");
    expect(text.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
    expect(text).toContain("คำขอไม่ถูกต้อง");
  });
});
