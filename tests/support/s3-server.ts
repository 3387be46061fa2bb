import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import type { S3Settings } from "../../app/storage/s3.server.ts";

/**
 * s3rver 3.7.1 reads `Range: bytes=0-0` as "from the first byte to the end" (it takes an end of
 * 0 as no end); S3 answers with the one first byte. This makes the test server answer as S3 does.
 */
function answerFirstByteRanges(server: S3rver) {
  const getObject = server.store.getObject.bind(server.store);
  server.store.getObject = async (bucket, key, options) => {
    if (options?.start !== 0 || options.end !== 0) return getObject(bucket, key, options);
    const object = await getObject(bucket, key, { start: 0, end: 1 });
    if (!object?.content || !object.range) return object;
    const [first] = await object.content.toArray();
    object.range = { start: 0, end: 0 };
    object.content = Readable.from([(first as Buffer).subarray(0, 1)]);
    return object;
  };
}

export type TestS3 = {
  settings: S3Settings;
  /** Every request the server received, as `METHOD /path?query`. */
  requests: string[];
  close(): Promise<void>;
};

/** A real S3-protocol server (s3rver) on 127.0.0.1 with one empty bucket, in a temporary folder. */
export async function startS3Server(prefix = "site/"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const bucket = "media-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  answerFirstByteRanges(server);
  const { port } = await server.run();
  const requests: string[] = [];
  server.httpServer.on("request", (req) => requests.push(`${req.method} ${req.url}`));
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      bucket,
      prefix,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    },
    requests,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
