import sharp from "sharp";
import { inspectImage, makeVariants } from "../app/domain/image-variants.server.ts";
import type { MediaStorage } from "../app/storage/storage.server.ts";
import { firstArticlePath, startProductionServer } from "./support/server.ts";

/**
 * The image pipeline's cost for one 12-megapixel photo, and what a 375-px-wide phone downloads for
 * a gallery page compared with the original photos.
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
  const server = await startProductionServer(Number(process.env.BENCH_PORT ?? 3210));
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

await pipelineFigures();
await galleryFigures();
