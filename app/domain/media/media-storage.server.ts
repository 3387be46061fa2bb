import path from "node:path";
import { dropboxAccessTokens } from "./dropbox-tokens.server.ts";
import { config, type Config } from "../../lib/config.server.ts";
import { dropboxStorage } from "../../storage/dropbox.server.ts";
import { localDiskStorage } from "../../storage/local.server.ts";
import { s3Storage } from "../../storage/s3.server.ts";
import type { MediaStorage } from "../../storage/storage.server.ts";

export type StorageKind = MediaStorage["kind"];

/** A back-end of the given kind, set up from the configuration. */
export function createStorage(kind: StorageKind, settings: Config = config()): MediaStorage {
  switch (kind) {
    case "local":
      return localDiskStorage(path.join(settings.dataDir, "media"));
    case "s3":
      if (!settings.s3)
        throw new Error("S3 storage is not configured: set S3_BUCKET (ยังไม่ได้ตั้งค่า S3)");
      return s3Storage(settings.s3);
    case "dropbox":
      if (!settings.dropbox)
        throw new Error(
          "Dropbox is not configured: set DROPBOX_APP_KEY and DROPBOX_APP_SECRET (ยังไม่ได้ตั้งค่า Dropbox)",
        );
      return dropboxStorage(settings.dropbox, dropboxAccessTokens());
  }
}

const globalKey = Symbol.for("sukhaphap.storage");
type Holder = { [globalKey]?: MediaStorage };

/** The process-wide media storage chosen by `STORAGE`, shared like the database handle. */
export function mediaStorage(): MediaStorage {
  const holder = globalThis as Holder;
  holder[globalKey] ??= createStorage(config().storage);
  return holder[globalKey];
}
