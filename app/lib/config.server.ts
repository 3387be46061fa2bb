import os from "node:os";
import path from "node:path";
import { combinedProblems, envSchema } from "./config-env.server.ts";

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  /** Processes serving requests (WEB_WORKERS): by default one per core the machine gives. */
  webWorkers: number;
  host: string;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  baseUrl: string;
  /** BASE_URL was set: the site's one public address (else the default from PORT). */
  baseUrlSet: boolean;
  seed: "demo" | "none";
  trustProxy: boolean | number | string;
  /** `format` null: text lines on a terminal, JSON lines otherwise. */
  log: { level: string; format: "text" | "json" | null };
  /** Upload limits in bytes, by kind of file. */
  maxBytes: { image: number; video: number; document: number };
  /** Where media files are kept. */
  storage: "local" | "s3" | "dropbox";
  /** S3-compatible object storage, when a bucket is set. */
  s3: {
    endpoint?: string;
    region: string;
    bucket: string;
    prefix: string;
    forcePathStyle: boolean;
    credentials?: { accessKeyId: string; secretAccessKey: string };
  } | null;
  /** The Dropbox app, when its key and secret are set. */
  dropbox: {
    appKey: string;
    appSecret: string;
    root: string;
    apiUrl: string;
    contentUrl: string;
    authorizeUrl: string;
  } | null;
  /** The 32-byte key that encrypts secrets kept in the database. */
  secretKey: Buffer | null;
  /** Outgoing mail, when an SMTP server is set; `notifyTo` null means the office e-mail. */
  smtp: { url: string; from: string; notifyTo: string | null } | null;
  /** Memory for rendered public pages, in bytes; 0 turns the page cache off. */
  pageCacheBytes: number;
  /** Searches a minute per client address (the page and suggestions together); 0 for no limit. */
  searchRateLimit: number;
  /** How long the contact form must have been open before it is sent; quicker is a bot's pace. */
  contactMinFillMs: number;
  /** Prometheus metrics: on their own port, and/or at /metrics with a bearer token. */
  metrics: { port: number | null; host: string; token: string | null };
};

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? combinedProblems(parsed.data)
    : parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const url = e.DATABASE_URL;
  const database: Config["database"] =
    url && !url.startsWith("file:")
      ? { kind: "postgres", url }
      : { kind: "sqlite", file: url ? path.resolve(url.slice(5)) : path.join(dataDir, "site.db") };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    webWorkers: e.WEB_WORKERS ?? os.availableParallelism(),
    host: e.HOST,
    dataDir,
    database,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    baseUrlSet: e.BASE_URL !== undefined,
    seed: e.SEED,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    log: { level: e.LOG_LEVEL, format: e.LOG_FORMAT ?? null },
    maxBytes: {
      image: e.MAX_IMAGE_MB * 1_048_576,
      video: e.MAX_VIDEO_MB * 1_048_576,
      document: e.MAX_PDF_MB * 1_048_576,
    },
    storage: e.STORAGE,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          prefix: e.S3_PREFIX ? e.S3_PREFIX.replace(/\/*$/, "/") : "",
          forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : null,
    dropbox:
      e.DROPBOX_APP_KEY && e.DROPBOX_APP_SECRET
        ? {
            appKey: e.DROPBOX_APP_KEY,
            appSecret: e.DROPBOX_APP_SECRET,
            root: e.DROPBOX_ROOT.replace(/\/$/, ""),
            apiUrl: e.DROPBOX_API_URL.replace(/\/+$/, ""),
            contentUrl: e.DROPBOX_CONTENT_URL.replace(/\/+$/, ""),
            authorizeUrl: e.DROPBOX_AUTHORIZE_URL,
          }
        : null,
    secretKey: e.SECRET_KEY ?? null,
    smtp:
      e.SMTP_URL && e.SMTP_FROM
        ? { url: e.SMTP_URL, from: e.SMTP_FROM, notifyTo: e.CONTACT_NOTIFY_TO ?? null }
        : null,
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1_048_576),
    searchRateLimit: e.SEARCH_RATE_LIMIT,
    contactMinFillMs: e.CONTACT_MIN_FILL_MS,
    metrics: { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST, token: e.METRICS_TOKEN ?? null },
  };
}

/** A bad value in the environment: one line per variable, for the person starting the server. */
export class ConfigError extends Error {
  readonly problems: { path: string; message: string }[];
  constructor(all: { path: string; message: string }[]) {
    const problems = all.filter((p, i) => all.findIndex((q) => q.path === p.path) === i);
    const lines = problems.map((p) => `  ${p.path}: ${p.message}`);
    super(`Invalid configuration (ค่าตั้งค่าไม่ถูกต้อง):\n${lines.join("\n")}`);
    this.problems = problems;
  }
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
