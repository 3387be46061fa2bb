import { pipeline, Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { contentTypeOf } from "./content-type.server.ts";
import { asStream, digesting } from "./digest.server.ts";
import { dropboxClient, type AccessTokens, type DropboxSettings } from "./dropbox-api.server.ts";
import { assertSafeKey, assertSafePrefix } from "./safe-key.server.ts";
import type { MediaStorage, ObjectInfo } from "./storage.server.ts";

type FileMetadata = { ".tag"?: string; size: number; path_display: string };
type FolderPage = { entries: FileMetadata[]; cursor: string; has_more: boolean };
type Bytes = Buffer<ArrayBuffer>;

/** The stream regrouped into buffers of at least `size` bytes; the last may be shorter or empty. */
async function* regroup(source: Readable, size: number): AsyncGenerator<Bytes> {
  let pending: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of source) {
    pending.push(chunk as Buffer);
    bytes += (chunk as Buffer).length;
    if (bytes < size) continue;
    yield Buffer.concat(pending);
    pending = [];
    bytes = 0;
  }
  yield Buffer.concat(pending);
}

/** Files smaller than this go up in one request; bigger ones in an upload session of such chunks. */
const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * Media in a Dropbox folder (`DROPBOX_ROOT/<key>`). A file appears only when its upload
 * completes: a single upload request, or an upload session that is finished only after the
 * whole stream was read, so a failed write leaves nothing (unfinished sessions expire).
 */
export function dropboxStorage(
  settings: DropboxSettings,
  tokens: AccessTokens,
  options: { chunkBytes?: number } = {},
): MediaStorage {
  const { request, requestIfFound } = dropboxClient(settings, tokens);
  const chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return `${settings.root}/${key}`;
  };
  const json = async <T>(response: Response) => (await response.json()) as T;

  type Cursor = { session_id: string; offset: number };

  /** Sends one chunk of an upload session, starting the session with the first. */
  async function append(data: Bytes, cursor: Cursor | null): Promise<Cursor> {
    if (cursor) {
      await request("files/upload_session/append_v2", { arg: { cursor }, data });
      return { ...cursor, offset: cursor.offset + data.length };
    }
    const started = await request("files/upload_session/start", { arg: {}, data });
    return { session_id: (await json<Cursor>(started)).session_id, offset: data.length };
  }

  return {
    kind: "dropbox",

    async put(key, body) {
      const path = pathOf(key);
      const digest = digesting();
      const hashed = pipeline(asStream(body), digest.stream, () => undefined);
      let cursor: Cursor | null = null;
      let previous: Bytes | null = null;
      // One chunk behind, so that the last chunk goes with the commit.
      for await (const data of regroup(hashed, chunkBytes)) {
        if (previous) cursor = await append(previous, cursor);
        previous = data;
      }
      const data = previous ?? Buffer.alloc(0);
      const commit = { path, mode: "overwrite", autorename: false, mute: true };
      const stored = await json<FileMetadata>(
        cursor
          ? await request("files/upload_session/finish", { arg: { cursor, commit }, data })
          : await request("files/upload", { arg: commit, data }),
      );
      const result = digest.result();
      if (stored.size !== result.byteSize) {
        await request("files/delete_v2", { arg: { path } }).catch(() => undefined);
        throw new Error(`Dropbox stored ${stored.size} of ${result.byteSize} bytes for ${key}`);
      }
      return result;
    },

    async get(key, range) {
      const response = await requestIfFound("files/download", {
        arg: { path: pathOf(key) },
        download: true,
        range: range && `bytes=${range.start}-${range.end}`,
      });
      if (!response) return null;
      const metadata = JSON.parse(
        response.headers.get("dropbox-api-result") ?? "{}",
      ) as FileMetadata;
      return {
        byteSize: metadata.size,
        contentType: contentTypeOf(key),
        body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      };
    },

    async head(key) {
      const response = await requestIfFound("files/get_metadata", { arg: { path: pathOf(key) } });
      if (!response) return null;
      const metadata = await json<FileMetadata>(response);
      if (metadata[".tag"] !== "file") return null;
      return { byteSize: metadata.size, contentType: contentTypeOf(key) };
    },

    async delete(key) {
      const response = await requestIfFound("files/delete_v2", { arg: { path: pathOf(key) } });
      await response?.body?.cancel();
    },

    async *list(prefix = "") {
      assertSafePrefix(prefix);
      const folder = prefix.slice(0, prefix.lastIndexOf("/"));
      const first = await requestIfFound("files/list_folder", {
        arg: { path: folder ? `${settings.root}/${folder}` : settings.root, recursive: true },
      });
      if (!first) return;
      let page = await json<FolderPage>(first);
      for (;;) {
        for (const entry of page.entries) {
          const key = entry.path_display.slice(settings.root.length + 1);
          if (entry[".tag"] === "file" && key.startsWith(prefix))
            yield { key, byteSize: entry.size } satisfies ObjectInfo;
        }
        if (!page.has_more) return;
        page = await json<FolderPage>(
          await request("files/list_folder/continue", { arg: { cursor: page.cursor } }),
        );
      }
    },
  };
}
