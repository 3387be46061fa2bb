import fs from "node:fs";
import path from "node:path";
import { db, type Db } from "../../db/client.server.ts";
import { setImportedState, setItemUpdatedAt } from "../../db/content/item-writes.server.ts";
import { importedFrom, recordImported } from "../../db/import/import-sources.server.ts";
import { findMedia, updateMediaDetails } from "../../db/media/media.server.ts";
import { addRedirects } from "../../db/site/redirects.server.ts";
import type { Media } from "../../db/schema.ts";
import { DETAIL_FIELDS, keywordList, LIMITS, type Details } from "../../content/editor-fields.ts";
import { KIND_OFFICE } from "../../content/kind-office.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../lib/request-context.ts";
import { authorize } from "../accounts/authorize.server.ts";
import { writeContent } from "../content/content-writes.server.ts";
import { applyWorkflow, type WorkflowResult } from "../content/item-workflow.server.ts";
import { pagesChanged } from "../content/page-changes.server.ts";
import { acceptUpload } from "../media/media-upload.server.ts";
import { audit } from "../operations/audit.server.ts";
import { authorAccounts } from "./wordpress-authors.server.ts";
import { contentConverter, listRedirects, ORIGIN } from "./wordpress-links.server.ts";
import {
  mappingProblem,
  planImport,
  type Mapping,
  type Plan,
  type PlannedItem,
} from "./wordpress-plan.server.ts";
import type { UploadsSource } from "./uploads-source.server.ts";
import { readWxr, type WxrItem } from "./wxr-reader.server.ts";

export type ImportReport = {
  source: string;
  dryRun: boolean;
  /** False when the run stopped at `until`: a later run carries on. */
  complete: boolean;
  items: { planned: number; created: number; existing: number };
  files: { planned: number; created: number; existing: number; missing: string[] };
  redirects: number;
  /** Staff accounts made for the authors (usernames). */
  accounts: string[];
  skipped: Plan["skipped"];
  notices: Plan["notices"];
  problems: { title: string; problem: string }[];
  categories: Plan["categories"];
};

export type ImportOptions = {
  /** The export (WXR) file. */
  file: string;
  /** A copy of the site's `wp-content/uploads` folder, or a ZIP of it. */
  uploads?: UploadsSource;
  mapping?: Mapping;
  dryRun?: boolean;
  /** Told of each step: what is done, out of how many. */
  progress?: (done: number, total: number, what: string) => void;
  /** A time (ms since the epoch) to stop at, once at least one file or item is made. */
  until?: number;
};

const overdue = (options: ImportOptions, report: ImportReport) =>
  options.until !== undefined &&
  report.files.created + report.items.created > 0 &&
  Date.now() >= options.until;

const SUMMARY_MAX = 500;

/** `YYYY-MM-DD HH:MM:SS` in GMT as an ISO time; WordPress writes zeros for posts never published. */
function gmt(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) && !value.startsWith("0000")
    ? `${value.replace(" ", "T")}.000Z`
    : null;
}

/** A local WordPress time read as Thailand's, for posts that have no GMT time yet. */
function local(value: string): string | null {
  const at = gmt(value);
  return at ? new Date(Date.parse(at) - 7 * 3_600_000).toISOString() : null;
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SUMMARY_MAX);
}

async function importFiles(
  actor: Actor,
  plan: Plan,
  options: ImportOptions,
  done: Map<string, { mediaId: number | null }>,
  report: ImportReport,
): Promise<Map<number, Media>> {
  const byPostId = new Map<number, Media>();
  for (const [index, file] of plan.files.entries()) {
    if (overdue(options, report)) {
      report.complete = false;
      break;
    }
    options.progress?.(index, plan.files.length, "files");
    let mediaId = done.get(file.key)?.mediaId ?? null;
    if (mediaId) report.files.existing++;
    else {
      const opened = file.file ? await options.uploads?.open(file.file) : null;
      if (!opened) {
        report.files.missing.push(file.file || file.title);
        continue;
      }
      const { media } = await acceptUpload(actor, {
        body: opened.body,
        declaredLength: opened.size,
        name: path.posix.basename(file.file),
      });
      mediaId = media.id;
      await db()
        .transaction()
        .execute(async (trx) => {
          if (media.kind === "image" && !media.alt && (file.alt || file.caption))
            await updateMediaDetails(trx, media.id, {
              alt: file.alt.slice(0, 300),
              caption: file.caption.slice(0, 500),
              credit: media.credit,
              focalX: media.focal_x,
              focalY: media.focal_y,
            });
          await recordImported(trx, plan.source, file.key, { itemId: null, mediaId: media.id });
          await addRedirects(
            trx,
            file.oldKeys.map((fromPath) => ({ fromPath, mediaId: media.id, origin: ORIGIN })),
          );
        });
      report.files.created++;
      report.redirects += file.oldKeys.length;
    }
    const media = await findMedia(db(), mediaId);
    if (media) byPostId.set(file.postId, media);
  }
  return byPostId;
}

/**
 * The byline (the author's display name, unless WordPress left it as the login) and keywords
 * (the post's tags) of a kind that keeps them.
 */
function detailsFor(plan: Plan, planned: PlannedItem, item: WxrItem): string | null {
  const fields: readonly string[] = KIND_OFFICE[planned.type].fields;
  if (!fields.some((f) => (DETAIL_FIELDS as readonly string[]).includes(f))) return null;
  const details: Details = {};
  const author = plan.authors.find((a) => a.login === item.creator);
  if (fields.includes("byline") && author?.name && author.name !== author.login)
    details.byline = author.name.slice(0, LIMITS.byline);
  if (fields.includes("keywords")) {
    let keywords = "";
    for (const tag of item.terms.filter((t) => t.taxonomy === "post_tag")) {
      const longer = keywordList(`${keywords},${tag.name}`);
      if (longer.length <= LIMITS.keywords) keywords = longer;
    }
    if (keywords) details.keywords = keywords;
  }
  return JSON.stringify(details);
}

async function importItem(
  actor: Actor,
  plan: Plan,
  planned: PlannedItem,
  item: WxrItem,
  convert: (html: string, postId: number) => { html: string; problems: string[] },
  files: Map<number, Media>,
  authors: Map<string, number>,
  report: ImportReport,
): Promise<void> {
  const { html, problems } = convert(item.content, item.postId);
  for (const problem of problems) report.problems.push({ title: planned.title, problem });
  const cover = planned.thumbnailId ? files.get(planned.thumbnailId) : undefined;
  const attachments = [...files.entries()]
    .filter(
      ([, media]) => media.kind === "document" && html.includes(`/media/${media.storage_key}`),
    )
    .map(([, media]) => media.id);
  const published = gmt(item.postDateGmt) ?? local(item.postDate) ?? new Date().toISOString();
  const modified = gmt(item.modifiedGmt) ?? published;
  const saved = await writeContent(actor.user, planned.type, {
    content: {
      subject: planned.subject,
      slug: planned.slug,
      title: planned.title.slice(0, 300),
      summary: plainText(item.excerpt),
      body: html,
      cover_media_id: cover?.kind === "image" ? cover.id : null,
      video_media_id: null,
      video_url: null,
      faq_category_id: null,
      seo_title: null,
      seo_description: null,
      document_date: null,
      details: detailsFor(plan, planned, item),
    },
    photoIds: [],
    attachmentIds: attachments,
    reason: "save",
    also: async (trx: Db, id: number) => {
      await setImportedState(trx, id, {
        status: planned.status === "publish" ? "published" : "draft",
        publishedAt: planned.status === "publish" ? published : null,
        createdAt: published,
        updatedAt: modified,
        authorId: authors.get(item.creator),
      });
      await recordImported(trx, plan.source, planned.key, { itemId: id, mediaId: null });
      await addRedirects(
        trx,
        planned.oldKeys.map((fromPath) => ({ fromPath, itemId: id, origin: ORIGIN })),
      );
    },
  });
  if (!saved.ok) {
    report.problems.push({ title: planned.title, problem: saved.message });
    return;
  }
  report.items.created++;
  report.redirects += planned.oldKeys.length;
  const at = new Date(published);
  let step: WorkflowResult | null = null;
  if (planned.status === "future" && at.getTime() > Date.now())
    step = await applyWorkflow(actor, saved.id, saved.version, { action: "schedule", at });
  else if (planned.status === "pending")
    step = await applyWorkflow(actor, saved.id, saved.version, { action: "submit" });
  // The workflow's step marks the item changed now; it was last changed when WordPress says.
  if (step?.ok) await setItemUpdatedAt(db(), saved.id, modified);
}

/**
 * Imports a WordPress export: files first (from the uploads folder, through the media pipeline),
 * then posts and pages with their content converted and their links pointing at the new
 * addresses, each with its old addresses kept as redirects. What an earlier run made is kept and
 * not made again, so a second run adds nothing and an interrupted one carries on. A dry run reads
 * the export and the folder and writes nothing.
 */
export async function importWordPress(actor: Actor, options: ImportOptions): Promise<ImportReport> {
  await authorize(actor, "settings.manage", "wordpress-import");
  const plan = await planImport(options.file, options.mapping);
  const wrong = mappingProblem(options.mapping ?? {}, plan);
  if (wrong) throw new AppError("request.invalid", { message: wrong });
  const done = await importedFrom(db(), plan.source);
  const report: ImportReport = {
    source: plan.source,
    dryRun: options.dryRun ?? false,
    complete: true,
    items: { planned: plan.items.length, created: 0, existing: 0 },
    files: { planned: plan.files.length, created: 0, existing: 0, missing: [] },
    redirects: 0,
    accounts: [],
    skipped: plan.skipped,
    notices: plan.notices,
    problems: [],
    categories: plan.categories,
  };
  if (report.dryRun) {
    // As a run would count them: what is made now, with the old addresses that lead to it.
    for (const file of plan.files) {
      if (done.has(file.key)) report.files.existing++;
      else if (!file.file || !options.uploads?.has(file.file))
        report.files.missing.push(file.file || file.title);
      else report.redirects += file.oldKeys.length;
    }
    for (const item of plan.items) {
      if (done.has(item.key)) report.items.existing++;
      else report.redirects += item.oldKeys.length;
    }
    return report;
  }

  const files = await importFiles(actor, plan, options, done, report);
  if (!report.complete) return report;
  const convert = contentConverter(plan, files);
  const authors = new Map<string, number>();
  if (options.mapping?.authors === "accounts") {
    const accounts = await authorAccounts(actor, plan);
    for (const [login, id] of accounts.ids) authors.set(login, id);
    report.accounts.push(...accounts.made);
    report.problems.push(...accounts.problems);
  }

  const planned = new Map(plan.items.map((i) => [i.postId, i]));
  let index = 0;
  for await (const entry of readWxr(fs.createReadStream(options.file))) {
    if (entry.kind !== "item") continue;
    const item = entry.item;
    const wanted = planned.get(item.postId);
    if (!wanted) continue;
    if (overdue(options, report)) {
      report.complete = false;
      return report;
    }
    options.progress?.(index++, plan.items.length, "items");
    if (done.has(wanted.key)) {
      report.items.existing++;
      continue;
    }
    await importItem(actor, plan, wanted, item, convert, files, authors, report);
  }

  await addRedirects(db(), listRedirects(plan));
  await pagesChanged("all");
  await audit(
    actor.client,
    "wordpress-imported",
    { userId: actor.user.id, username: actor.user.username },
    `${plan.site.blogUrl}: เนื้อหา ${report.items.created} ไฟล์ ${report.files.created}`,
  );
  return report;
}
