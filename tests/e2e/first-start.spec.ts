import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2ePort } from "../../scripts/support/ports.ts";

const PORT = e2ePort("firstStart");
const base = `http://127.0.0.1:${PORT}`;

test.setTimeout(180_000);

/** The home page's pictures: those whose web sizes are made (an AVIF source) and the others. */
async function homePictures() {
  const response = await fetch(`${base}/`);
  expect(response.status).toBe(200);
  const pictures = (await response.text()).match(/<picture>.*?<\/picture>/gs) ?? [];
  const sized = pictures.filter((p) => p.includes('type="image/avif"'));
  return { sized, waiting: pictures.filter((p) => !sized.includes(p)), cache: response.headers };
}

test("a first start answers with the demo content at once and makes its images' sizes in the background", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "first-start-"));
  // `npm start` without the build step: the server itself, on an empty data directory.
  const server = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      BASE_URL: base,
      DATA_DIR: dataDir,
      SEED: "demo",
      LOG_FORMAT: "text",
      // One process, so that the second read of a page finds the page cache the first filled.
      WEB_WORKERS: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  server.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  try {
    // Until it is ready, the server answers 503 (or is not listening yet).
    const health = () => fetch(`${base}/healthz`).then((r) => r.status, String);
    await expect.poll(health, { timeout: 120_000 }).toBe(200);
    expect(out).toContain("demo images: web sizes of 57 queued, made in the background");
    expect(out).toMatch(/Create the first administrator[^\n]*\n\[site\] {3}http:\/\/\S+\/setup\//);

    // The images' sizes take a minute: the page is whole without them, each picture its original
    // over its blurred placeholder, and no address on it that is not there yet.
    const first = await homePictures();
    expect(first.waiting.length).toBeGreaterThan(0);
    for (const picture of first.waiting) {
      expect(picture).toContain("background-image:url(data:image/webp;base64,");
      const src = /<img[^>]* src="([^"]+)"/.exec(picture)![1]!;
      expect(src).toMatch(/^\/media\/images\/.+-original\.jpg$/);
      const image = await fetch(`${base}${src}`, { method: "HEAD" });
      expect(image.status, src).toBe(200);
    }
    // Kept by the page cache as it is now (each image finished meanwhile empties the cache, so
    // one read may find it just emptied)…
    await expect
      .poll(async () => {
        const now = await homePictures();
        return /HIT/.test(now.cache.get("x-cache") ?? "") && now.waiting.length > 0;
      })
      .toBe(true);
    // …and made again as the background worker finishes images: their sizes appear.
    await expect
      .poll(async () => (await homePictures()).sized.length, { timeout: 120_000 })
      .toBeGreaterThan(0);
  } finally {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await once(server, "exit");
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // A job still running at the stop went back to the queue for the next start.
  expect(out).not.toMatch(/job failed/);
});
