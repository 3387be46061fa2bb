import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import type { MediaStorage } from "../app/storage/storage.server.ts";
import { serveMedia } from "./media.ts";

describe("serveMedia", () => {
  it("answers unsafe, absurd or upper-case keys with 404 without asking the storage", async () => {
    const head = vi.fn(async () => null);
    const serve = serveMedia(() => ({ head }) as unknown as MediaStorage);
    for (const path of [
      "/media/images/",
      "/media/images//a.webp",
      "/media/images%2F..%2Fsite.db",
      "/media/.hidden",
      "/media/a%00b",
      "/media/a%5Cb",
      "/media/%E0%A4%A",
      `/media/${"a".repeat(5000)}`,
      // Another spelling of an image's original, which a storage ignoring case would find.
      "/media/images/ab/0123456789abcdef-original.JPG",
      "/media/IMAGES/ab/0123456789abcdef-original.jpg",
      "/media/images/ab/0123456789abcdef-ORIGINAL.jpg",
    ]) {
      let status = 0;
      const res = {
        status: (s: number) => ((status = s), res),
        type: () => res,
        send: () => res,
      } as unknown as Response;
      await serve({ path, get: () => undefined } as unknown as Request, res);
      expect(status, path).toBe(404);
    }
    expect(head).not.toHaveBeenCalled();
  });
});
