import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import { storeFile, storeImage } from "../media/media-files.server.ts";
import { captionsKey } from "../media/media-objects.server.ts";
import type { MediaStorage } from "../../storage/storage.server.ts";
import type { NewMedia } from "../../db/schema.ts";
import { ANNOUNCEMENTS } from "../../db/seed/announcements-data.ts";
import { DOCUMENTS } from "../../db/seed/documents-data.ts";
import { coverSvg } from "../../db/seed/covers.ts";
import { infographicSvg } from "../../db/seed/infographic.ts";
import { mediaKey } from "../../db/seed/media-keys.ts";
import { GALLERIES, INFOGRAPHICS, MULTIMEDIA } from "../../db/seed/media-data.ts";
import { pdfDocument } from "../../db/seed/pdf.ts";
import { photoSvg, SCENE_DESCRIPTIONS } from "../../db/seed/scenes.ts";
import { OFFICE_NAME_EN } from "../../db/seed/settings-data.ts";
import { renderJpeg } from "../../db/seed/svg.ts";
import { THEMES, type ThemeName } from "../../db/seed/themes.ts";

/** Drawing an image and reading it back is mostly single-threaded: a few at a time use both cores. */
const IMAGE_CONCURRENCY = 3;
const VIDEO_FILE = new URL("../../db/seed/assets/demo-video.webm", import.meta.url);
const CAPTIONS_FILE = new URL("../../db/seed/assets/demo-video.th.vtt", import.meta.url);

type ImageJob = { key: string; svg: () => string; name: string; alt: string; caption?: string };

function imageJobs(): ImageJob[] {
  const covers = (Object.keys(THEMES) as ThemeName[]).map((theme) => ({
    key: mediaKey.cover(theme),
    svg: () => coverSvg(theme, "cover"),
    name: `cover-${theme}.jpg`,
    alt: THEMES[theme].alt,
  }));
  const posters = MULTIMEDIA.map((m) => ({
    key: mediaKey.poster(m.slug),
    svg: () => coverSvg(m.poster, m.slug, { video: true }),
    name: `poster-${m.slug}.jpg`,
    alt: `ภาพปกวิดีโอ: ${THEMES[m.poster].alt}`,
  }));
  const infographics = INFOGRAPHICS.map((i) => ({
    key: mediaKey.infographic(i.slug),
    svg: () => infographicSvg(i.theme, i.slug),
    name: `infographic-${i.slug}.jpg`,
    alt: i.alt,
  }));
  const photos = GALLERIES.flatMap((g) =>
    g.photos.map((caption, index) => ({
      key: mediaKey.photo(g.slug, index),
      svg: () => photoSvg(g.scene, g.palette, g.mark, `${g.slug}:${index}`),
      name: `${g.slug}-${index + 1}.jpg`,
      alt: `${caption} (ภาพวาดประกอบ: ${SCENE_DESCRIPTIONS[g.scene]})`,
      caption,
    })),
  );
  return [...covers, ...posters, ...infographics, ...photos];
}

/**
 * Draws and stores the images' originals a few at a time (their web sizes are left to the job
 * queue); results keep the job order so media ids are stable.
 */
async function storeImages(storage: MediaStorage, jobs: ImageJob[]) {
  const stored: NewMedia[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index]!;
      const jpeg = await renderJpeg(job.svg());
      stored[index] = await storeImage(storage, jpeg, {
        originalName: job.name,
        alt: job.alt,
        caption: job.caption,
      });
    }
  };
  await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
  return stored;
}

/** Writes every demo file to the media store and returns the media rows to insert, by key. */
export async function storeDemoFiles(
  storage: MediaStorage,
  log: (message: string) => void,
): Promise<Map<string, NewMedia>> {
  const jobs = imageJobs();
  const images = await storeImages(storage, jobs);
  const media = new Map(jobs.map((job, i) => [job.key, images[i]!]));

  for (const doc of [
    ...ANNOUNCEMENTS.flatMap((a) => a.attachments ?? []),
    ...DOCUMENTS.flatMap((d) => d.files),
  ]) {
    const pdf = pdfDocument(doc, OFFICE_NAME_EN);
    media.set(
      mediaKey.document(doc.fileName),
      await storeFile(storage, pdf, {
        originalName: doc.fileName,
        kind: "document",
        mimeType: "application/pdf",
        ext: "pdf",
      }),
    );
  }
  const video = await fs.readFile(VIDEO_FILE);
  const captions = await fs.readFile(CAPTIONS_FILE);
  const captionsAt = captionsKey(createHash("sha256").update(captions).digest("hex"));
  await storage.put(captionsAt, captions, { contentType: "text/vtt; charset=utf-8" });
  media.set(mediaKey.video, {
    ...(await storeFile(storage, video, {
      originalName: "วิดีโอสาธิต-สสจ-สุขใจ.webm",
      kind: "video",
      mimeType: "video/webm",
      ext: "webm",
    })),
    captions_key: captionsAt,
  });
  log(
    `files stored: ${images.length} images, ${media.size - images.length - 1} documents, 1 video`,
  );
  return media;
}
