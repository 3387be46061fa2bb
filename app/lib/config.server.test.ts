import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server.ts";

/** The variables named as bad in `env`, in order. */
function bad(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems.map((p) => p.path);
  }
}

// Every variable of the README's configuration table, with values a person might well type.
const BAD: [string, string[]][] = [
  ["NODE_ENV", ["prod", "PRODUCTION"]],
  ["PORT", ["abc", "0", "65536", "3e3", "0x10", "-1", "80.5", " 3000"]],
  ["HOST", ["not an ip", "http://127.0.0.1", "127.0.0.1:3000", "-host", "a..b"]],
  ["DATABASE_URL", ["mysql://x", "site.db"]],
  [
    "BASE_URL",
    [
      "localhost:3000",
      "example.go.th",
      "ftp://example.go.th",
      "https://example.go.th/site",
      "https://example.go.th/?a=1",
    ],
  ],
  ["SEED", ["yes", "Demo"]],
  ["TRUST_PROXY", ["maybe", "yes", "1,2", "10.0.0.0/33", "10.0.0.1/255.0.0.x", "loopback,,"]],
  ["STORAGE", ["ftp", "S3"]],
  ["S3_ENDPOINT", ["127.0.0.1:9000", "minio"]],
  ["S3_PREFIX", ["/site", "a\\b"]],
  ["S3_FORCE_PATH_STYLE", ["yes", "1", "TRUE"]],
  ["DROPBOX_ROOT", ["no-slash", "/a/../b"]],
  ["DROPBOX_API_URL", ["api.dropboxapi.com", "file:///etc/passwd"]],
  ["DROPBOX_CONTENT_URL", ["content.dropboxapi.com"]],
  ["DROPBOX_AUTHORIZE_URL", ["javascript:alert(1)"]],
  ["SECRET_KEY", ["too short"]],
  ["SMTP_URL", ["mail.example.go.th", "http://mail.example.go.th"]],
  ["SMTP_FROM", ["no at sign"]],
  ["CONTACT_NOTIFY_TO", ["not an address"]],
  ["MAX_IMAGE_MB", ["0", "-5", "twenty", "Infinity", "1e3", "20MB"]],
  ["MAX_VIDEO_MB", ["0", "lots"]],
  ["MAX_PDF_MB", ["0", "NaN"]],
  ["PAGE_CACHE_MB", ["-1", "off", "64MB"]],
  ["SEARCH_RATE_LIMIT", ["-1", "lots", "1.5"]],
  ["CONTACT_MIN_FILL_MS", ["-1", "3s", "2.5"]],
  ["METRICS_PORT", ["abc", "0", "70000"]],
  ["WEB_WORKERS", ["0", "-1", "1.5", "two", "100", " 2"]],
  ["METRICS_HOST", ["not a host", "http://127.0.0.1"]],
  ["METRICS_TOKEN", ["short"]],
  ["LOG_FORMAT", ["xml", "JSON", "pretty"]],
  ["LOG_LEVEL", ["verbose", "INFO", "warning"]],
];

describe("configuration: every variable is checked", () => {
  it.each(BAD.flatMap(([name, values]) => values.map((value) => [name, value] as const)))(
    "%s=%j is refused, naming the variable",
    (name, value) => {
      expect(bad({ [name]: value })).toEqual([name]);
    },
  );

  it("accepts the documented forms", () => {
    const good: Record<string, string>[] = [
      { HOST: "0.0.0.0" },
      { HOST: "::" },
      { HOST: "localhost" },
      { HOST: "app.internal" },
      { TRUST_PROXY: "true" },
      { TRUST_PROXY: "1" },
      { TRUST_PROXY: "loopback, 10.0.0.0/8" },
      { TRUST_PROXY: "10.0.0.1/255.0.0.0,fe80::/10,uniquelocal" },
      { BASE_URL: "https://health.example.go.th/" },
      { MAX_IMAGE_MB: "2.5", PAGE_CACHE_MB: "0" },
      { LOG_FORMAT: "json", LOG_LEVEL: "debug" },
      { METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" },
    ];
    for (const env of good) expect(bad(env), JSON.stringify(env)).toEqual([]);
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(parseConfig({ LOG_LEVEL: "warn" }).log).toEqual({ level: "warn", format: null });
  });

  it("treats an empty variable as unset, as a compose file writes it", () => {
    const cfg = parseConfig({
      PORT: "",
      HOST: "",
      PAGE_CACHE_MB: "",
      TRUST_PROXY: "",
      LOG_LEVEL: "",
    });
    expect(cfg).toMatchObject({ port: 3000, host: "127.0.0.1", pageCacheBytes: 64 * 1_048_576 });
    expect(parseConfig({ CONTACT_MIN_FILL_MS: "" }).contactMinFillMs).toBe(3000);
    expect(parseConfig({ CONTACT_MIN_FILL_MS: "0" }).contactMinFillMs).toBe(0);
    expect(cfg.trustProxy).toBe(false);
    expect(cfg.log.level).toBe("info");
  });

  it("reports every bad variable at once, one line each", () => {
    expect(
      bad({ LOG_LEVEL: "verbose", TRUST_PROXY: "maybe", LOG_FORMAT: "xml", BASE_URL: "x:y/z" }),
    ).toEqual(["BASE_URL", "TRUST_PROXY", "LOG_FORMAT", "LOG_LEVEL"]);
  });

  it("refuses a metrics port that is the site's own", () => {
    expect(bad({ PORT: "8080", METRICS_PORT: "8080" })).toEqual(["METRICS_PORT"]);
    expect(bad({ METRICS_PORT: "3000" })).toEqual(["METRICS_PORT"]);
  });
});
