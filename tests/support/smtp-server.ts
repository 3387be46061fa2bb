import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** The SMTP envelope: who the server was told to deliver to. */
  rcptTo: string[];
  mailFrom: string;
  raw: string;
  parsed: ParsedMail;
};

export type TestSmtp = {
  port: number;
  received: ReceivedMail[];
  /** Stops accepting connections (the port stays known, so `start` brings it back). */
  stop(): Promise<void>;
  start(): Promise<void>;
};

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps every message it accepts. */
export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          void simpleParser(raw).then((parsed) => {
            received.push({
              rcptTo: session.envelope.rcptTo.map((r) => r.address),
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              raw,
              parsed,
            });
            callback();
          }, callback);
        });
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = create();
      next.on("error", reject);
      next.listen(port, "127.0.0.1", () => {
        server = next;
        port = (next.server.address() as AddressInfo).port;
        resolve();
      });
    });

  await start();
  return {
    get port() {
      return port;
    },
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        const running = server;
        server = null;
        if (running) running.close(() => resolve());
        else resolve();
      }),
    start,
  };
}
