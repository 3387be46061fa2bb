// s3rver ships without types; this is the part of its API the tests use.
declare module "s3rver" {
  import type { Server } from "node:http";
  import type { Readable } from "node:stream";

  type StoredObject = { content?: Readable; range?: { start: number; end: number } };

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string; configs: string[] }[];
    });
    httpServer: Server;
    store: {
      getObject(
        bucket: string,
        key: string,
        options?: { start?: number; end?: number },
      ): Promise<StoredObject | null>;
    };
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
