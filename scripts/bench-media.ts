import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import sharp from "sharp";
import { inspectImage, makeVariants } from "../app/domain/media/image-variants.server.ts";
import type { MediaStorage } from "../app/storage/storage.server.ts";
import { signInCookie } from "../tests/support/app-process.ts";
import { benchPort } from "./support/ports.ts";
import { firstArticlePath, startProductionServer, type Account } from "./support/server.ts";

/**
 * The image pipeline's cost for one 12-megapixel photo; a server's peak memory while four
 * 100-megapixel photos are uploaded at once and their variants made (target: under about 500 MB);
 * and what a 375-px-wide phone downloads for a gallery page compared with the original photos.
 *
 *   npm run bench:media [-- pipeline burst gallery]     (BURST_PHOTOS=4)
 */

/** Keeps nothing: counts what would be stored. */
function countingStorage(): MediaStorage & { bytes: number } {
  const storage = {
    kind: "local" as const,
    bytes: 0,
    async put(_key: string, body: Buffer | NodeJS.ReadableStream) {
      const size = Buffer.isBuffer(body) ? body.length : 0;
      storage.bytes += size;
      return { sha256: "", byteSize: size };
    },
    get: async () => null,
    head: async () => null,
    delete: async () => undefined,
    async *list() {},
  };
  return storage;
}

async function photo12mp(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const scene = Buffer.from(
    `<svg width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#3a7"/><stop offset="1" stop-color="#fd5"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="1400" cy="1200" r="700" fill="#247" opacity="0.7"/></svg>`,
  );
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .composite([{ input: scene, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function pipelineFigures() {
  const input = await photo12mp();
  const storage = countingStorage();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const facts = await inspectImage(input);
  const variants = await makeVariants(storage, input, { stem: "bench", ...facts });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const mb = (n: number) => (n / 1_048_576).toFixed(1);
  console.log(`12-megapixel JPEG (${facts.width}×${facts.height}, ${mb(input.length)} MB)`);
  console.log(
    `  ${variants.length} variants (AVIF, WebP, JPEG × ${variants.length / 3} widths) in ${seconds.toFixed(2)} s`,
  );
  console.log(
    `  variants total ${mb(storage.bytes)} MB; process RSS peak ${mb(peak)} MB (${mb(peak - rssBefore)} MB above start)`,
  );
}

/** A 10000×10000 JPEG of smoothed random colour (each one different), under 20 MB. */
async function photo100mp(): Promise<Buffer> {
  return sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
    .resize(10_000, 10_000, { kernel: "cubic" })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A process's memory from /proc, in MB: VmRSS now, VmHWM its peak. */
function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

async function burstFigures() {
  const count = Number(process.env.BURST_PHOTOS ?? 4);
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i++) photos.push(await photo100mp());
  const admin: Account = {
    username: "bench-admin",
    password: randomBytes(18).toString("base64url"),
    firstName: "ผู้ดูแล",
    lastName: "ทดสอบ",
    role: "admin",
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-media-"));
  const server = await startProductionServer(benchPort("media"), {
    accounts: [admin],
    env: { DATA_DIR: dataDir, SEED: "none" },
  });
  try {
    const base = server.baseUrl;
    const pid = server.process.pid!;
    const cookie = await signInCookie(base, admin);
    const idle = memoryMb(pid, "VmRSS");
    // Writing 5 to clear_refs starts the peak (VmHWM) again from now.
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    const started = performance.now();
    const answers = await Promise.all(
      photos.map(async (photo, i) => {
        const response = await fetch(`${base}/admin/library/upload`, {
          method: "POST",
          headers: {
            Origin: base,
            Cookie: cookie,
            "X-File-Name": `burst-${i}.jpg`,
            "Content-Type": "image/jpeg",
          },
          body: new Uint8Array(photo),
        });
        return response.status;
      }),
    );
    const database = new DatabaseSync(path.join(dataDir, "site.db"), { readOnly: true });
    const waiting = () =>
      (
        database.prepare("select count(*) as n from media where status = 'processing'").get() as {
          n: number;
        }
      ).n;
    while (waiting() > 0 && performance.now() - started < 600_000)
      await new Promise((r) => setTimeout(r, 500));
    const ready = (
      database
        .prepare(
          "select count(*) as n from media where status = 'ready' and original_name like 'burst-%'",
        )
        .get() as { n: number }
    ).n;
    database.close();
    const seconds = (performance.now() - started) / 1000;
    const mb = (n: number) => (n / 1_048_576).toFixed(1);
    console.log(
      `\n${count} photos of 10000×10000 (${photos.map((p) => mb(p.length)).join(", ")} MB) uploaded at once`,
    );
    console.log(
      `  answers ${answers.join(" ")}; ${ready} ready with their variants in ${seconds.toFixed(0)} s`,
    );
    console.log(
      `  server RSS ${idle.toFixed(0)} MB before; peak ${memoryMb(pid, "VmHWM").toFixed(0)} MB (VmHWM)`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The candidate a browser picks from a `srcset` for a slot of `slot` device pixels. */
function pick(srcset: string, slot: number): string {
  const candidates = srcset.split(", ").map((c) => {
    const [url, w] = c.split(" ");
    return { url: url!, width: Number(w!.replace("w", "")) };
  });
  candidates.sort((a, b) => a.width - b.width);
  return (candidates.find((c) => c.width >= slot) ?? candidates.at(-1)!).url;
}

async function galleryFigures() {
  const server = await startProductionServer(benchPort("media"));
  try {
    const path = await firstArticlePath(server.baseUrl, "/gallery");
    const html = await (await fetch(server.baseUrl + path)).text();
    const avif = [
      ...html.matchAll(
        /<source type="image\/avif" srcSet="([^"]+)" sizes="\(min-width: 900px\) 280px, 45vw"/g,
      ),
    ];
    // A 375-px-wide phone at 2× density: the thumbnail slot is 45vw = 169 CSS px = 338 device px.
    const chosen = avif.map((m) => pick(m[1]!.replaceAll("&amp;", "&"), 338));
    const size = async (url: string) => {
      const response = await fetch(server.baseUrl + url, { method: "HEAD" });
      return response.ok ? Number(response.headers.get("content-length")) : 0;
    };
    const phone = (await Promise.all(chosen.map(size))).reduce((a, b) => a + b, 0);
    // Each variant is named after its original: `<stem>-<width>.avif` beside `<stem>-original.<ext>`.
    const original = async (variant: string) => {
      for (const ext of ["jpg", "png", "webp", "avif", "gif"]) {
        const bytes = await size(variant.replace(/-\d+\.avif$/, `-original.${ext}`));
        if (bytes) return bytes;
      }
      return 0;
    };
    const full = (await Promise.all(chosen.map(original))).reduce((a, b) => a + b, 0);
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    console.log(`\nGallery page ${decodeURIComponent(path)}: ${chosen.length} photos`);
    console.log(`  a 375-px phone (2×) downloads ${kb(phone)} of AVIF thumbnails`);
    console.log(
      `  the originals weigh ${kb(full)} (${(full / Math.max(phone, 1)).toFixed(1)}× more)`,
    );
  } finally {
    await server.stop();
  }
}

const parts = { pipeline: pipelineFigures, burst: burstFigures, gallery: galleryFigures };
const chosen = process.argv.slice(2) as (keyof typeof parts)[];
for (const [name, run] of Object.entries(parts))
  if (chosen.length === 0 || chosen.includes(name as keyof typeof parts)) await run();
