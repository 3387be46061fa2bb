import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { describeStorageContract } from "../../tests/support/storage-contract.ts";
import { localDiskStorage } from "./local.server.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "media-local-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describeStorageContract("local disk", async () => ({
  storage: localDiskStorage(root),
  leftovers: async () =>
    fs
      .readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((name) => path.basename(name).startsWith(".")),
}));

it("keeps each object at <root>/<key>, and nothing outside the root", async () => {
  const storage = localDiskStorage(root);
  await storage.put("images/ab/file.webp", Buffer.from("webp"), { contentType: "image/webp" });
  expect(fs.readFileSync(path.join(root, "images", "ab", "file.webp"), "utf8")).toBe("webp");
  await expect(storage.get("../escape")).rejects.toThrow(/unsafe/);
  expect(fs.existsSync(path.join(root, "..", "escape"))).toBe(false);
});
