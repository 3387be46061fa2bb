import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server.ts";

const KEY = "ab".repeat(32);

describe("storage configuration", () => {
  it("defaults to local disk, with no S3, no Dropbox and no secret key", () => {
    expect(parseConfig({})).toMatchObject({
      storage: "local",
      s3: null,
      dropbox: null,
      secretKey: null,
    });
  });

  it("reads S3 settings, empty values counting as unset", () => {
    const config = parseConfig({
      STORAGE: "s3",
      S3_BUCKET: "media",
      S3_PREFIX: "site",
      S3_ENDPOINT: "",
      S3_ACCESS_KEY_ID: "AK",
      S3_SECRET_ACCESS_KEY: "SK",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.s3).toEqual({
      endpoint: undefined,
      region: "us-east-1",
      bucket: "media",
      prefix: "site/",
      forcePathStyle: true,
      credentials: { accessKeyId: "AK", secretAccessKey: "SK" },
    });
  });

  it("reads Dropbox settings with the provider's addresses by default", () => {
    const config = parseConfig({
      STORAGE: "dropbox",
      DROPBOX_APP_KEY: "key",
      DROPBOX_APP_SECRET: "secret",
      SECRET_KEY: KEY,
    });
    expect(config.dropbox).toEqual({
      appKey: "key",
      appSecret: "secret",
      root: "/sukhaphap",
      apiUrl: "https://api.dropboxapi.com",
      contentUrl: "https://content.dropboxapi.com",
      authorizeUrl: "https://www.dropbox.com/oauth2/authorize",
    });
    expect(config.secretKey).toEqual(Buffer.from(KEY, "hex"));
  });

  it("names each missing or wrong variable, in English and Thai", () => {
    const problems = (env: Record<string, string>) => {
      try {
        parseConfig(env);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problems({ STORAGE: "s3" })).toMatch(/S3_BUCKET: required .*ต้องกำหนด/);
    expect(problems({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "AK" })).toMatch(/S3_SECRET_ACCESS_KEY/);
    const dropbox = problems({ STORAGE: "dropbox" });
    for (const name of ["DROPBOX_APP_KEY", "DROPBOX_APP_SECRET", "SECRET_KEY"])
      expect(dropbox).toContain(`${name}:`);
    expect(problems({ DROPBOX_APP_KEY: "k", DROPBOX_APP_SECRET: "s" })).toMatch(
      /SECRET_KEY: required to encrypt the Dropbox tokens/,
    );
    expect(problems({ SECRET_KEY: "too short" })).toMatch(/SECRET_KEY: .*ต้องเป็น/);
    expect(problems({ DROPBOX_ROOT: "no-slash" })).toContain("DROPBOX_ROOT");
    expect(problems({ STORAGE: "ftp" })).toContain("STORAGE");
  });
});
