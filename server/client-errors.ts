import { STATUS_CODES, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { log } from "../app/lib/log.server.ts";
import { refusalPage } from "./refusal.ts";
import { LIMITS } from "./request-limits.ts";

/** A request line longer than this, in a request Node refused as too large, is called a long address. */
const LONG_LINE = 8 * 1024;

type ParseError = NodeJS.ErrnoException & { rawPacket?: Buffer };

/**
 * Answers what Node's HTTP parser refuses before Express sees it, with the Thai page instead of
 * Node's bare answer and reset: 414 for a request line past Node's header limit (16 KB), 431 for
 * headers past it, 400 for bytes that are not HTTP. The client may still be sending; what it
 * sends is read and dropped for LIMITS.lingerMs, so it gets the answer rather than a reset.
 */
export function answerClientErrors(server: Server): void {
  const answered = new WeakSet<Socket>();
  server.on("clientError", (error: ParseError, socket: Socket) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent)
      return void socket.destroy();
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
      socket.end("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n");
      return;
    }
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? requestLineTooLong(error.rawPacket)
          ? 414
          : 431
        : 400;
    log().warn({ code: error.code, status }, "request refused by the HTTP parser");
    const page = refusalPage(status);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(page)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${page}`,
    );
    socket.resume();
    const cut = setTimeout(() => socket.destroy(), LIMITS.lingerMs);
    socket.once("close", () => clearTimeout(cut));
  });
}

/** Whether the refused bytes begin a request whose first line is longer than an address may be. */
function requestLineTooLong(packet: Buffer | undefined): boolean {
  if (!packet || !/^[A-Z]+ /.test(packet.subarray(0, 16).toString("latin1"))) return false;
  const end = packet.indexOf("\r\n");
  return (end === -1 ? packet.length : end) > LONG_LINE;
}
