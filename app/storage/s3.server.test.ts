import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startS3Server, type TestS3 } from "../../tests/support/s3-server.ts";
import {
  chunked,
  describeStorageContract,
  failingAfter,
  keysOf,
  readAll,
} from "../../tests/support/storage-contract.ts";
import { s3Storage } from "./s3.server.ts";

let server: TestS3;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(() => server.close());

/** Multipart uploads begun but neither completed nor aborted. */
function openUploads(): string[] {
  const begun = server.requests.filter((r) => /^POST .*\?uploads/.test(r)).length;
  const ended = server.requests.filter((r) => /^(POST|DELETE) .*\?uploadId=/.test(r)).length;
  return begun > ended ? [`${begun - ended} multipart upload(s) left open`] : [];
}

describeStorageContract("S3", async () => ({
  storage: s3Storage(server.settings),
  leftovers: async () => openUploads(),
}));

it("keeps objects under the configured prefix", async () => {
  const storage = s3Storage(server.settings);
  await storage.put("images/ab/x.webp", Buffer.from("x"), { contentType: "image/webp" });
  expect(server.requests.some((r) => r.startsWith("PUT /media-test/site/images/ab/x.webp"))).toBe(
    true,
  );
  expect(await keysOf(storage.list("images/"))).toEqual(["images/ab/x.webp"]);
});

it("uploads a large stream in parts and reads ranges of it", async () => {
  const storage = s3Storage(server.settings);
  const video = randomBytes(11 * 1024 * 1024 + 123);
  const stored = await storage.put("files/big.mp4", chunked(video, 256 * 1024), {
    contentType: "video/mp4",
  });
  expect(stored.sha256).toBe(createHash("sha256").update(video).digest("hex"));
  expect(
    server.requests.filter((r) => r.startsWith("PUT /media-test/site/files/big.mp4?")).length,
  ).toBeGreaterThan(1);
  const end = await storage.get("files/big.mp4", {
    start: video.length - 3,
    end: video.length - 1,
  });
  expect(await readAll(end!.body)).toEqual(video.subarray(-3));
});

it("aborts the multipart upload when the stream fails after some parts", async () => {
  const storage = s3Storage(server.settings);
  await expect(
    storage.put("files/cut.mp4", failingAfter(12 * 1024 * 1024), { contentType: "video/mp4" }),
  ).rejects.toThrow("connection reset by the client");
  expect(
    server.requests.some((r) => /^PUT \/media-test\/site\/files\/cut\.mp4\?.*partNumber=1/.test(r)),
  ).toBe(true);
  expect(
    server.requests.some((r) => /^DELETE \/media-test\/site\/files\/cut\.mp4\?uploadId=/.test(r)),
  ).toBe(true);
  expect(await storage.head("files/cut.mp4")).toBeNull();
});
