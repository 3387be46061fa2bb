import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { Readable } from "node:stream";

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples a process's resident memory every 20 ms until stopped; the peak seen. */
export function watchRss(pid: number): { stop: () => number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

/**
 * POSTs `bytes` of generated form data in chunked encoding, made as it is sent (nothing held in
 * memory), and stops sending once the server answers: the status, or 0 when the connection broke
 * before an answer.
 */
export function chunkedFlood(
  base: string,
  path: string,
  bytes: number,
  headers: Record<string, string> = {},
): Promise<number> {
  const url = new URL(path, base);
  const chunk = Buffer.alloc(64 * 1024, "a");
  let sent = 0;
  const body = new Readable({
    read() {
      if (sent >= bytes) return void this.push(null);
      sent += chunk.length;
      this.push(sent === chunk.length ? Buffer.from(`field=${chunk.toString().slice(6)}`) : chunk);
    },
  });
  return new Promise((resolve) => {
    const req = http.request(url, {
      method: "POST",
      headers: {
        Origin: base,
        "Content-Type": "application/x-www-form-urlencoded",
        "Transfer-Encoding": "chunked",
        ...headers,
      },
    });
    req.on("response", (res) => {
      body.unpipe(req).destroy();
      res.resume();
      res.on("end", () => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
    });
    req.on("error", () => resolve(0));
    body.pipe(req);
  });
}

/** Raw bytes to the server; the status line of its answer, or "reset"/"timeout". */
export function rawRequest(base: string, request: string | Buffer, timeoutMs = 10_000) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; text: string }>((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let text = "";
    const done = (status: number) => {
      socket.destroy();
      resolve({ status, text });
    };
    socket.setTimeout(timeoutMs, () => done(-1));
    socket.on("data", (d) => (text += d.toString("latin1")));
    socket.on("close", () => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.on("error", () => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.write(request);
  });
}
