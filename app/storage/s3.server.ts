import type { Readable } from "node:stream";
import { pipeline } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Config } from "../lib/config.server.ts";
import { contentTypeOf } from "./content-type.server.ts";
import { asStream, digesting } from "./digest.server.ts";
import { assertSafeKey, assertSafePrefix } from "./safe-key.server.ts";
import type { MediaStorage } from "./storage.server.ts";

export type S3Settings = NonNullable<Config["s3"]>;

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound")
  );
}

/** Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), under an optional prefix. */
export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Other providers do not all accept the checksum headers that AWS's SDK adds by default.
    ...(settings.endpoint && {
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    }),
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return settings.prefix + key;
  };

  return {
    kind: "s3",

    async put(key, body, { contentType }) {
      const Key = objectKey(key);
      const digest = digesting();
      const source = asStream(body);
      let failure: Error | null = null;
      pipeline(source, digest.stream, (error) => {
        failure = error ?? null;
      });
      // Parts are uploaded as they fill, at most two at a time; on any error the multipart
      // upload is aborted (leavePartsOnError: false), so no object and no stray parts remain.
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: digest.stream, ContentType: contentType },
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        source.destroy();
        throw failure ?? error;
      }
      return digest.result();
    },

    async get(key, range) {
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            Range: range && `bytes=${range.start}-${range.end}`,
          }),
        );
        const whole = range ? Number(out.ContentRange?.split("/")[1]) : out.ContentLength;
        return {
          byteSize: whole ?? 0,
          contentType: out.ContentType ?? contentTypeOf(key),
          body: out.Body as Readable,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async head(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return {
          byteSize: out.ContentLength ?? 0,
          contentType: out.ContentType ?? contentTypeOf(key),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async *list(prefix = "") {
      assertSafePrefix(prefix);
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: settings.prefix + prefix });
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          if (object.Key)
            yield { key: object.Key.slice(settings.prefix.length), byteSize: object.Size ?? 0 };
        }
      }
    },
  };
}
