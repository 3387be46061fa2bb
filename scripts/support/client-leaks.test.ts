import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findClientLeaks } from "./client-leaks.ts";

let dir: string;

function plant(files: Record<string, string>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "client-leaks-"));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("findClientLeaks", () => {
  it("passes ordinary client code", () => {
    const clean = plant({ "assets/app.js": 'const a="สวัสดี";export{a};', "favicon.svg": "<svg/>" });
    expect(findClientLeaks(clean, {})).toEqual({ files: 2, leaks: [] });
  });

  it.each([
    ['import{hash}from"@node-rs/argon2";', "argon2"],
    ['import"node:crypto";', "node:crypto"],
    ['import"node:sqlite";', "node:sqlite"],
    ["var p=require('pg-protocol');", "pg client code"],
    ["env.PGPASSWORD", "pg client code"],
    ["new Kysely({})", "kysely"],
    ['"/app/domain/users.server.ts"', "a .server module path"],
    ["select password_hash from users", "password_hash"],
    ["DATABASE_URL", "DATABASE_URL"],
    ["process.env.SECRET", "process.env"],
    ["-----BEGIN PRIVATE KEY-----", "a private key block"],
    ["AKIAABCDEFGHIJKLMNOP", "an AWS access key"],
  ])("finds %s", (content, label) => {
    const leaky = plant({ "assets/deep/chunk.js": `x;${content};y` });
    expect(findClientLeaks(leaky, {}).leaks).toContain(
      `${path.join("assets", "deep", "chunk.js")}: ${label}`,
    );
  });

  it("finds the value of a secret-looking variable, but not short or harmless ones", () => {
    const leaky = plant({ "assets/a.js": "const k='s3cr3t-v4lue-123';const n='production';x=1" });
    const env = { SESSION_SECRET: "s3cr3t-v4lue-123", API_KEY: "1", NODE_ENV: "production" };
    expect(findClientLeaks(leaky, env).leaks).toEqual(["assets/a.js: the value of SESSION_SECRET"]);
  });
});
