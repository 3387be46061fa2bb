import path from "node:path";
import { z } from "zod";
import { parseSecretKey } from "./secret-box.server.ts";

/** An unset variable and an empty one (`S3_ENDPOINT=` in a compose file) mean the same. */
const blank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|file:)/, "ต้องขึ้นต้นด้วย postgres:// หรือ file:")
    .optional(),
  BASE_URL: z.url().optional(),
  SEED: z.enum(["demo", "none"]).default("demo"),
  TRUST_PROXY: z.string().default("false"),
  MAX_IMAGE_MB: z.coerce.number().positive().default(20),
  MAX_VIDEO_MB: z.coerce.number().positive().default(500),
  MAX_PDF_MB: z.coerce.number().positive().default(50),
  STORAGE: blank(z.enum(["local", "s3", "dropbox"]).default("local")),
  S3_ENDPOINT: blank(z.url().optional()),
  S3_REGION: blank(z.string().default("us-east-1")),
  S3_BUCKET: blank(z.string().optional()),
  S3_PREFIX: blank(
    z
      .string()
      .regex(/^[^/\\][^\\]*$/, "must not start with / nor contain \\ (ห้ามขึ้นต้นด้วย / หรือมี \\)")
      .optional(),
  ),
  S3_ACCESS_KEY_ID: blank(z.string().optional()),
  S3_SECRET_ACCESS_KEY: blank(z.string().optional()),
  S3_FORCE_PATH_STYLE: blank(z.enum(["true", "false"]).default("false")),
  DROPBOX_APP_KEY: blank(z.string().optional()),
  DROPBOX_APP_SECRET: blank(z.string().optional()),
  DROPBOX_ROOT: blank(
    z
      .string()
      .regex(/^(\/[^/\\.][^/\\]*)+\/?$/, "a folder such as /sukhaphap (โฟลเดอร์ เช่น /sukhaphap)")
      .default("/sukhaphap"),
  ),
  DROPBOX_API_URL: blank(z.url().default("https://api.dropboxapi.com")),
  DROPBOX_CONTENT_URL: blank(z.url().default("https://content.dropboxapi.com")),
  DROPBOX_AUTHORIZE_URL: blank(z.url().default("https://www.dropbox.com/oauth2/authorize")),
  SECRET_KEY: blank(
    z
      .string()
      .transform((value, ctx) => {
        const key = parseSecretKey(value);
        if (key) return key;
        ctx.addIssue({
          code: "custom",
          message:
            "64 hex digits, base64 of 32 bytes, or a passphrase of at least 32 characters (ต้องเป็นเลขฐานสิบหก 64 ตัว, base64 ของ 32 ไบต์ หรือวลีลับยาวอย่างน้อย 32 ตัวอักษร)",
        });
        return z.NEVER;
      })
      .optional(),
  ),
  SMTP_URL: blank(
    z
      .string()
      .regex(
        /^smtps?:\/\/[^\s]+$/,
        "e.g. smtp://user:pass@host:587 (ต้องขึ้นต้นด้วย smtp:// หรือ smtps://)",
      )
      .optional(),
  ),
  SMTP_FROM: blank(
    z
      .string()
      .regex(
        /^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        "an address such as เว็บไซต์ <no-reply@example.go.th> (ที่อยู่อีเมลผู้ส่งไม่ถูกต้อง)",
      )
      .optional(),
  ),
  CONTACT_NOTIFY_TO: blank(z.email("an e-mail address (ที่อยู่อีเมลไม่ถูกต้อง)").optional()),
  PAGE_CACHE_MB: z.coerce.number().min(0).default(64),
  METRICS_PORT: blank(z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: blank(z.string().default("127.0.0.1")),
  METRICS_TOKEN: blank(z.string().min(16, "at least 16 characters (อย่างน้อย 16 ตัวอักษร)").optional()),
});

type Env = z.infer<typeof schema>;

/** Rules that join several variables; each problem names the variable to set. */
function storageProblems(e: Env): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const need = (path: string, message: string) => problems.push({ path, message });
  if (e.STORAGE === "s3" && !e.S3_BUCKET)
    need("S3_BUCKET", "required when STORAGE=s3 (ต้องกำหนดเมื่อใช้ STORAGE=s3)");
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    need(
      e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID",
      "set both S3 keys or neither (ต้องกำหนดกุญแจ S3 ทั้งสองค่า หรือไม่กำหนดเลย)",
    );
  const dropbox = e.STORAGE === "dropbox" || e.DROPBOX_APP_KEY || e.DROPBOX_APP_SECRET;
  if (dropbox && !e.DROPBOX_APP_KEY)
    need("DROPBOX_APP_KEY", "required to use Dropbox (ต้องกำหนดเมื่อใช้ Dropbox)");
  if (dropbox && !e.DROPBOX_APP_SECRET)
    need("DROPBOX_APP_SECRET", "required to use Dropbox (ต้องกำหนดเมื่อใช้ Dropbox)");
  if (dropbox && !e.SECRET_KEY)
    need(
      "SECRET_KEY",
      "required to encrypt the Dropbox tokens, e.g. from `openssl rand -hex 32` (ต้องกำหนดเพื่อเข้ารหัสโทเค็นของ Dropbox)",
    );
  if (e.SMTP_URL && !e.SMTP_FROM)
    need("SMTP_FROM", "required with SMTP_URL (ต้องกำหนดผู้ส่งเมื่อใช้ SMTP_URL)");
  return problems;
}

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  baseUrl: string;
  seed: "demo" | "none";
  trustProxy: boolean | number | string;
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
  /** Prometheus metrics: on their own port, and/or at /metrics with a bearer token. */
  metrics: { port: number | null; host: string; token: string | null };
};

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = schema.safeParse(env);
  const problems = parsed.success
    ? storageProblems(parsed.data)
    : parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  if (!parsed.success || problems.length) {
    const lines = problems.map((p) => `  ${p.path}: ${p.message}`);
    throw new Error(`Invalid configuration (ค่าตั้งค่าไม่ถูกต้อง):\n${lines.join("\n")}`);
  }
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
    host: e.HOST,
    dataDir,
    database,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    seed: e.SEED,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
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
    metrics: { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST, token: e.METRICS_TOKEN ?? null },
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false" || value === "") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
