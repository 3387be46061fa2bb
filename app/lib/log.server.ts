import { Writable } from "node:stream";
import pino, { type Logger } from "pino";
import { config } from "./config.server.ts";

/**
 * One logger for the server and the app: JSON lines (pino) for log collectors, or short text
 * lines when a person watches a terminal. `LOG_FORMAT=json|text` chooses (by default text on a
 * terminal, JSON otherwise); `LOG_LEVEL` sets the level (info).
 */
function create(): Logger {
  const { level, format: chosen } = config().log;
  const format = chosen ?? (process.stdout.isTTY ? "text" : "json");
  const options = { level, base: { service: "sukhaphap" } };
  return format === "text" ? pino(options, textLines()) : pino(options);
}

const NAMES: Record<number, string> = {
  10: "trace",
  20: "debug",
  40: "warn",
  50: "error",
  60: "fatal",
};
const QUIET = new Set(["level", "time", "pid", "hostname", "service", "msg"]);

/** `[site] message key=value`, the level named when it is not info. */
function textLines(): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n")) {
        if (!line) continue;
        const entry = JSON.parse(line) as Record<string, unknown>;
        const level = NAMES[entry.level as number];
        const extra = Object.entries(entry)
          .filter(([key]) => !QUIET.has(key))
          .map(
            ([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`,
          );
        const text = [`[site]${level ? ` ${level}:` : ""}`, entry.msg, ...extra].join(" ");
        (level === "error" || level === "fatal" ? process.stderr : process.stdout).write(
          `${text}\n`,
        );
      }
      done();
    },
  });
}

const key = Symbol.for("sukhaphap.log");
type Holder = { [key]?: Logger };

/** The process-wide logger, shared by the server and the bundled app. */
export function log(): Logger {
  const holder = globalThis as Holder;
  holder[key] ??= create();
  return holder[key];
}
