import type { NewItem } from "../schema.ts";
import { ANNOUNCEMENTS } from "./announcements-data.ts";
import { DOCUMENTS } from "./documents-data.ts";
import { EXECUTIVES } from "./executives-data.ts";
import { FAQ_CATEGORIES } from "./faq-data.ts";
import { mediaKey } from "./media-keys.ts";
import { GALLERIES, INFOGRAPHICS, MULTIMEDIA } from "./media-data.ts";
import { HEALTH_NEWS } from "./news-health.ts";
import { KNOWLEDGE_NEWS } from "./news-knowledge.ts";
import { OFFICE_NEWS } from "./news-office.ts";
import { ABOUT_OFFICE, WORK_WITH_US } from "./page-data.ts";
import { rng } from "./svg.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** One item to insert; media and FAQ categories are named by key and resolved at insert time. */
export type Entry = {
  row: Omit<NewItem, "cover_media_id" | "video_media_id" | "faq_category_id">;
  cover?: string;
  video?: string;
  faqCategory?: string;
  photos?: { key: string; caption: string }[];
  attachments?: string[];
};

type Text = { slug: string; title: string; summary: string; body: string; pinned?: boolean };

/**
 * Published `daysAgo` days before today during office hours in Bangkok (UTC+7), drafted a few hours
 * earlier; view counts grow with age, seeded by slug so reruns match.
 */
function entry(type: NewItem["type"], text: Text, daysAgo: number, today: number): Entry["row"] {
  const r = rng(`${type}:${text.slug}`);
  const published = today - daysAgo * DAY + 2 * HOUR + r.int(0, 420) * 60_000;
  const views = Math.round((80 + daysAgo * 12) * r.range(0.5, 1.5)) + (text.pinned ? 900 : 0);
  return {
    type,
    subject: null,
    slug: text.slug,
    title: text.title,
    summary: text.summary,
    body: text.body,
    status: "published",
    published_at: new Date(published).toISOString(),
    pinned: text.pinned ? 1 : 0,
    author_id: null,
    editor_id: null,
    view_count: type === "page" ? 0 : views,
    video_url: null,
    created_at: new Date(published - r.int(2, 30) * HOUR).toISOString(),
    updated_at: new Date(published).toISOString(),
  };
}

/** Every demo item, oldest first, spread over the last ~200 days before `now`. */
export function planItems(now: Date): Entry[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const entries: Entry[] = [];

  const news = [
    { subject: "office", list: OFFICE_NEWS },
    { subject: "knowledge", list: KNOWLEDGE_NEWS },
    { subject: "health", list: HEALTH_NEWS },
  ];
  news.forEach(({ subject, list }, s) => {
    list.forEach((news, i) => {
      const row = { ...entry("news", news, 1 + i * 19 + s * 6, today), subject };
      if (subject === "knowledge") row.details = JSON.stringify(medicalReview(row, i, today));
      entries.push({ row, cover: mediaKey.cover(news.cover) });
    });
  });
  MULTIMEDIA.forEach((m, i) => {
    const row = entry("multimedia", m, 3 + i * 33, today);
    if (m.youtubeId) row.video_url = `https://www.youtube.com/watch?v=${m.youtubeId}`;
    entries.push({
      row,
      cover: mediaKey.poster(m.slug),
      video: m.youtubeId ? undefined : mediaKey.video,
    });
  });
  INFOGRAPHICS.forEach((info, i) => {
    entries.push({
      row: entry("infographic", info, 8 + i * 31, today),
      cover: mediaKey.infographic(info.slug),
    });
  });
  GALLERIES.forEach((g, i) => {
    const photos = g.photos.map((caption, index) => ({
      key: mediaKey.photo(g.slug, index),
      caption,
    }));
    entries.push({ row: entry("gallery", g, 5 + i * 34, today), cover: photos[0]!.key, photos });
  });
  ANNOUNCEMENTS.forEach((a, i) => {
    entries.push({
      row: entry("general", a, 2 + i * 20, today),
      cover: a.cover && mediaKey.cover(a.cover),
      attachments: a.attachments?.map((doc) => mediaKey.document(doc.fileName)),
    });
  });
  DOCUMENTS.forEach((d, i) => {
    entries.push({
      row: {
        // Newer than the work-with-us page (200 days ago), the first item: tests address it as id 1.
        ...entry("document", d, 4 + i * 7, today),
        subject: d.category,
        document_date: d.date,
      },
      attachments: d.files.map((f) => mediaKey.document(f.fileName)),
    });
  });
  FAQ_CATEGORIES.forEach((category, c) => {
    category.questions.forEach((q, i) => {
      const text = { slug: q.slug, title: q.question, summary: q.answer, body: q.body };
      entries.push({ row: entry("faq", text, 185 + c * 5 + i, today), faqCategory: category.slug });
    });
  });
  entries.push({
    row: entry("page", WORK_WITH_US, 200, today),
    cover: mediaKey.cover("community"),
  });
  EXECUTIVES.forEach(({ position, phone, email, ...person }, order) => {
    const text = { ...person, summary: position, body: "" };
    entries.push({
      row: {
        ...entry("executive", text, 190, today),
        details: JSON.stringify({ position, phone, email, order: order + 1 }),
      },
    });
  });
  ABOUT_OFFICE.forEach((page, order) => {
    entries.push({
      row: { ...entry("page", page, 190, today), subject: "about", pinned_order: order },
    });
  });

  return entries.sort((a, b) => a.row.published_at!.localeCompare(b.row.published_at!));
}

/** Distinct readers of one demo item on one Thai day (`YYYY-MM-DD`). */
export type PlannedViews = { item: string; day: string; readers: number };

const VIEW_DAYS = 30;

/**
 * The daily readers behind the last month of the demo's view counts, for the dashboard's chart and
 * most-read list: each day before today since the item was published, a few readers, more for
 * items read more, seeded by slug so reruns match. Today is left to real readers.
 */
export function planViews(entries: Entry[], now: Date): PlannedViews[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const planned: PlannedViews[] = [];
  for (const { row } of entries) {
    if (row.type === "page" || !row.view_count || !row.published_at) continue;
    const r = rng(`views:${row.type}:${row.slug}`);
    const perDay = Math.max(1, row.view_count / 200);
    for (let back = VIEW_DAYS - 1; back >= 1; back--) {
      const day = today - back * DAY;
      if (day < Date.parse(row.published_at)) continue;
      const readers = Math.floor(perDay * r.range(0, 1.6));
      if (readers) planned.push({ item: `${row.type}:${row.slug}`, day: isoDay(day), readers });
    }
  }
  return planned;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const REVIEWERS = [
  { reviewer: "นพ.ธนกร ศรีสุข", reviewerTitle: "นายแพทย์ชำนาญการพิเศษ" },
  { reviewer: "ภญ.วรรณา ใจงาม", reviewerTitle: "เภสัชกรชำนาญการ" },
  { reviewer: "พญ.ปิยะนุช รักษ์ดี", reviewerTitle: "แพทย์หญิงชำนาญการ" },
];

const SOURCES = [
  "แนวทางการดูแลสุขภาพประชาชน | กรมควบคุมโรค | https://ddc.moph.go.th/",
  "ความรู้สุขภาพสำหรับประชาชน | กรมอนามัย | https://www.anamai.moph.go.th/",
];

/**
 * The demo's health knowledge is checked by a doctor or pharmacist of the office the day before it
 * went out, to be checked again a year later; the last of every four is not, and the two oldest are
 * due for their next review (one overdue), so the dashboard has something to show.
 */
function medicalReview(row: Entry["row"], index: number, today: number): object {
  if (index % 4 === 3) return {};
  const reviewedOn = Date.parse(row.published_at!) - DAY;
  // The two oldest were given six months, which has (nearly) run out.
  const due =
    index === 9 ? today - 5 * DAY : index === 8 ? today + 12 * DAY : reviewedOn + 365 * DAY;
  return {
    ...REVIEWERS[index % REVIEWERS.length],
    reviewedOn: isoDay(reviewedOn),
    reviewDue: isoDay(due),
    references: SOURCES.join("\n"),
  };
}
