import { isIP } from "node:net";
import { z } from "zod";
import { parseSecretKey } from "./secret-box.server.ts";

/** An unset variable and an empty one (`S3_ENDPOINT=` in a compose file) mean the same. */
const blank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `one of ${values.join(", ")} (ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้)`);

const PORT_RULE = "a port number from 1 to 65535 (หมายเลขพอร์ตตั้งแต่ 1 ถึง 65535)";
const port = z
  .string()
  .regex(/^\d{1,5}$/, PORT_RULE)
  .transform(Number)
  .refine((n) => n >= 1 && n <= 65535, PORT_RULE);

/** Megabytes as a plain decimal number; `zero` allows 0 (PAGE_CACHE_MB turns the cache off). */
const megabytes = (zero: boolean) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, "a number of megabytes such as 20 (จำนวนเมกะไบต์ เช่น 20)")
    .transform(Number)
    .refine((n) => n > 0 || (zero && n === 0), "must be more than 0 (ต้องมากกว่า 0)");

const address = z
  .string()
  .refine(
    (value) => isIP(value) !== 0 || z.hostname().safeParse(value).success,
    "an IP address such as 127.0.0.1 or 0.0.0.0, or a host name (ต้องเป็นหมายเลข IP หรือชื่อโฮสต์)",
  );

const httpUrl = z.url({
  protocol: /^https?$/,
  error: "an http:// or https:// address (ต้องเป็นที่อยู่ที่ขึ้นต้นด้วย http:// หรือ https://)",
});

const trustProxy = z
  .string()
  .refine(
    (value) => /^(true|false|\d+)$/.test(value) || value.split(",").every(trustedProxy),
    "true, false, a hop count such as 1, or addresses and subnets such as loopback, 10.0.0.0/8 (ต้องเป็น true, false, จำนวนชั้นของพร็อกซี หรือรายการหมายเลข IP)",
  );

/** The environment variables the server reads, each with its rule. */
export const envSchema = z.object({
  NODE_ENV: blank(oneOf(["development", "production", "test"]).default("production")),
  PORT: blank(port.default(3000)),
  WEB_WORKERS: blank(
    z
      .string()
      .regex(/^([1-9]\d?)$/, "a number of processes from 1 to 99 (จำนวนโพรเซสตั้งแต่ 1 ถึง 99)")
      .transform(Number)
      .optional(),
  ),
  HOST: blank(address.default("127.0.0.1")),
  DATA_DIR: blank(z.string().default("./data")),
  DATABASE_URL: blank(
    z
      .string()
      .regex(
        /^(postgres(ql)?:\/\/|file:)/,
        "postgres://… or file:… (ต้องขึ้นต้นด้วย postgres:// หรือ file:)",
      )
      .optional(),
  ),
  BASE_URL: blank(
    httpUrl
      .refine(
        (value) => /^[^?#]*$/.test(value) && URL.parse(value)?.pathname === "/",
        "the site's own address without a path, such as https://www.example.go.th (ที่อยู่ของเว็บไซต์โดยไม่มีพาธ)",
      )
      .optional(),
  ),
  SEED: blank(oneOf(["demo", "none"]).default("demo")),
  TRUST_PROXY: blank(trustProxy.default("false")),
  MAX_IMAGE_MB: blank(megabytes(false).default(20)),
  MAX_VIDEO_MB: blank(megabytes(false).default(500)),
  MAX_PDF_MB: blank(megabytes(false).default(50)),
  STORAGE: blank(oneOf(["local", "s3", "dropbox"]).default("local")),
  S3_ENDPOINT: blank(httpUrl.optional()),
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
  S3_FORCE_PATH_STYLE: blank(oneOf(["true", "false"]).default("false")),
  DROPBOX_APP_KEY: blank(z.string().optional()),
  DROPBOX_APP_SECRET: blank(z.string().optional()),
  DROPBOX_ROOT: blank(
    z
      .string()
      .regex(/^(\/[^/\\.][^/\\]*)+\/?$/, "a folder such as /sukhaphap (โฟลเดอร์ เช่น /sukhaphap)")
      .default("/sukhaphap"),
  ),
  DROPBOX_API_URL: blank(httpUrl.default("https://api.dropboxapi.com")),
  DROPBOX_CONTENT_URL: blank(httpUrl.default("https://content.dropboxapi.com")),
  DROPBOX_AUTHORIZE_URL: blank(httpUrl.default("https://www.dropbox.com/oauth2/authorize")),
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
  PAGE_CACHE_MB: blank(megabytes(true).default(64)),
  SEARCH_RATE_LIMIT: blank(
    z
      .string()
      .regex(
        /^\d+$/,
        "a whole number of requests a minute, 0 for no limit (จำนวนครั้งต่อนาที 0 คือไม่จำกัด)",
      )
      .transform(Number)
      .default(120),
  ),
  CONTACT_MIN_FILL_MS: blank(
    z
      .string()
      .regex(/^\d+$/, "a whole number of milliseconds, such as 3000 (จำนวนมิลลิวินาที เช่น 3000)")
      .transform(Number)
      .default(3000),
  ),
  METRICS_PORT: blank(port.optional()),
  METRICS_HOST: blank(address.default("127.0.0.1")),
  METRICS_TOKEN: blank(z.string().min(16, "at least 16 characters (อย่างน้อย 16 ตัวอักษร)").optional()),
  LOG_FORMAT: blank(oneOf(["text", "json"]).optional()),
  LOG_LEVEL: blank(
    oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
});

export type Env = z.infer<typeof envSchema>;

/** Rules that join several variables; each problem names the variable to set. */
export function combinedProblems(e: Env): { path: string; message: string }[] {
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
  if (e.METRICS_PORT === e.PORT) need("METRICS_PORT", "must differ from PORT (ต้องไม่ซ้ำกับ PORT)");
  return problems;
}

/** What Express's `trust proxy` takes in a list: names, addresses and subnets. */
function trustedProxy(entry: string): boolean {
  const [ip, mask, ...rest] = entry.trim().split("/");
  if (rest.length || !ip) return false;
  if (mask === undefined)
    return ["loopback", "linklocal", "uniquelocal"].includes(ip) || isIP(ip) !== 0;
  const bits = isIP(ip) === 4 ? 32 : isIP(ip) === 6 ? 128 : 0;
  if (!bits) return false;
  return /^\d{1,3}$/.test(mask) ? Number(mask) <= bits : bits === 32 && isIP(mask) === 4;
}
