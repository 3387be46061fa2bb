import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { postgresStatement } from "./support/bench-databases.ts";
import { grouped, makeDocument, random } from "./support/thai-corpus.ts";

/**
 * A large WordPress site imported as an office would: an export of BENCH_POSTS Thai posts
 * (10,000) with BENCH_IMAGES photos (2,000, 1600×1067 JPEG, every fifth post's featured image and
 * shown in its text) and their uploads folder, imported by `npm run import:wordpress` into an
 * empty site on SQLite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL. Prints the
 * import's time, items per second, the time to make the images' variants afterwards and the
 * command's peak memory (target: under 10 minutes and 500 MB). The export is made once and kept
 * in the temporary folder for the next run. The variants (about 1.2 s a photo on two cores) are
 * timed on the first database only, and not at all with BENCH_VARIANTS=0.
 *
 *   npm run bench:import
 */

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 2_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const SITE = "http://old.example.go.th";
/** `npm run import:wordpress` as package.json runs it (its node flags included), without npm. */
const IMPORT_COMMAND = (
  JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }
).scripts["import:wordpress"]!.split(" ").slice(1);
const CATEGORIES = [
  ["pr-news", "ข่าวประชาสัมพันธ์"],
  ["health-knowledge", "สาระความรู้สุขภาพ"],
  ["communicable-disease", "โรคติดต่อ"],
  ["procurement", "ประกาศจัดซื้อจัดจ้าง"],
  ["elderly", "ผู้สูงอายุ"],
  ["mother-child", "แม่และเด็ก"],
] as const;
const TAGS = ["covid-19", "dengue", "vaccine", "pm25", "ncd", "volunteer", "hpv", "rabies"];

const cdata = (text: string) => `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
const wpDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

function itemXml(fields: {
  id: number;
  title: string;
  link: string;
  guid: string;
  content: string;
  excerpt: string;
  at: number;
  slug: string;
  status: string;
  parent: number;
  type: string;
  extra: string;
}): string {
  return `<item>
<title>${cdata(fields.title)}</title>
<link>${fields.link}</link>
<dc:creator>${cdata("admin")}</dc:creator>
<guid isPermaLink="false">${fields.guid}</guid>
<content:encoded>${cdata(fields.content)}</content:encoded>
<excerpt:encoded>${cdata(fields.excerpt)}</excerpt:encoded>
<wp:post_id>${fields.id}</wp:post_id>
<wp:post_date>${cdata(wpDate(fields.at + 7 * 3_600_000))}</wp:post_date>
<wp:post_date_gmt>${cdata(wpDate(fields.at))}</wp:post_date_gmt>
<wp:post_modified>${cdata(wpDate(fields.at + 7 * 3_600_000))}</wp:post_modified>
<wp:post_modified_gmt>${cdata(wpDate(fields.at))}</wp:post_modified_gmt>
<wp:post_name>${cdata(fields.slug)}</wp:post_name>
<wp:status>${cdata(fields.status)}</wp:status>
<wp:post_parent>${fields.parent}</wp:post_parent>
<wp:menu_order>0</wp:menu_order>
<wp:post_type>${cdata(fields.type)}</wp:post_type>
<wp:post_password>${cdata("")}</wp:post_password>
<wp:is_sticky>0</wp:is_sticky>
${fields.extra}</item>
`;
}

const meta = (key: string, value: string) =>
  `<wp:postmeta><wp:meta_key>${cdata(key)}</wp:meta_key><wp:meta_value>${cdata(value)}</wp:meta_value></wp:postmeta>\n`;

/** The export and its uploads folder, made once per size. */
async function makeSite(): Promise<{ file: string; uploads: string }> {
  const dir = path.join(os.tmpdir(), `sukhaphap-bench-import-${POSTS}-${IMAGES}`);
  const file = path.join(dir, "export.xml");
  const uploads = path.join(dir, "uploads");
  if (fs.existsSync(path.join(dir, "done"))) return { file, uploads };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(uploads, { recursive: true });
  const started = performance.now();

  const width = 1600;
  const height = 1067;
  const noise = Buffer.alloc(width * height * 3);
  const rng = random(7);
  for (let i = 0; i < noise.length; i++) noise[i] = 90 + Math.floor(rng() * 80);
  const base = await sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .raw()
    .toBuffer();

  const out = fs.createWriteStream(file);
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((r) => out.once("drain", r));
  await write(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>สำนักงานสาธารณสุขจังหวัดทดสอบ</title>
<link>${SITE}</link>
<description>ข่าวสารสุขภาพ</description>
<language>th</language>
<wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>${SITE}</wp:base_site_url>
<wp:base_blog_url>${SITE}</wp:base_blog_url>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login>${cdata("admin")}</wp:author_login><wp:author_email>${cdata("admin@example.go.th")}</wp:author_email><wp:author_display_name>${cdata("ผู้ดูแลเว็บไซต์")}</wp:author_display_name></wp:author>
`);
  for (const [n, [slug, name]] of CATEGORIES.entries())
    await write(
      `<wp:category><wp:term_id>${n + 2}</wp:term_id><wp:category_nicename>${cdata(slug)}</wp:category_nicename><wp:category_parent>${cdata("")}</wp:category_parent><wp:cat_name>${cdata(name)}</wp:cat_name></wp:category>\n`,
    );
  for (const [n, tag] of TAGS.entries())
    await write(
      `<wp:tag><wp:term_id>${n + 20}</wp:term_id><wp:tag_slug>${cdata(tag)}</wp:tag_slug><wp:tag_name>${cdata(tag.toUpperCase())}</wp:tag_name></wp:tag>\n`,
    );

  const day = 86_400_000;
  const first = Date.parse("2017-01-01T03:00:00Z");
  const imageEvery = Math.max(1, Math.floor(POSTS / Math.max(IMAGES, 1)));
  for (let n = 0; n < POSTS; n++) {
    const at = first + Math.floor((n * (3_000 * day)) / POSTS);
    const date = new Date(at);
    const folder = `${date.getUTCFullYear()}/${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
    const postId = 100_000 + n;
    const image = n % imageEvery === 0 && n / imageEvery < IMAGES ? n / imageEvery : null;
    let figure = "";
    let thumbnail = "";
    if (image !== null) {
      const attachmentId = 10 + image;
      const name = `photo-${image}.jpg`;
      fs.mkdirSync(path.join(uploads, folder), { recursive: true });
      const x = (image * 97) % (width - 200);
      const y = (image * 53) % (height - 200);
      await sharp(base, { raw: { width, height, channels: 3 } })
        .composite([
          {
            input: {
              create: {
                width: 200,
                height: 200,
                channels: 3,
                background: { r: image % 255, g: 120, b: 200 },
              },
            },
            left: x,
            top: y,
          },
        ])
        .jpeg({ quality: 85 })
        .toFile(path.join(uploads, folder, name));
      const url = `${SITE}/wp-content/uploads/${folder}/${name}`;
      await write(
        itemXml({
          id: attachmentId,
          title: `ภาพกิจกรรม ${image + 1}`,
          link: `${SITE}/?attachment_id=${attachmentId}`,
          guid: url,
          content: "",
          excerpt: "",
          at,
          slug: `photo-${image}`,
          status: "inherit",
          parent: postId,
          type: "attachment",
          extra:
            `<wp:attachment_url>${cdata(url)}</wp:attachment_url>\n` +
            meta("_wp_attached_file", `${folder}/${name}`) +
            meta("_wp_attachment_image_alt", `ภาพกิจกรรมรณรงค์ด้านสุขภาพ ครั้งที่ ${image + 1}`),
        }),
      );
      figure = `<!-- wp:image {"id":${attachmentId}} -->\n<figure class="wp-block-image"><img src="${url}" alt="" class="wp-image-${attachmentId}"/></figure>\n<!-- /wp:image -->\n`;
      thumbnail = meta("_thumbnail_id", String(attachmentId));
    }
    const document = makeDocument(n);
    const body = String(document.body);
    const [category, name] = CATEGORIES[n % CATEGORIES.length]!;
    const tag = TAGS[n % TAGS.length]!;
    const slug = `post-${n}`;
    await write(
      itemXml({
        id: postId,
        title: String(document.title),
        link: `${SITE}/${folder}/${String(date.getUTCDate()).padStart(2, "0")}/${slug}/`,
        guid: `${SITE}/?p=${postId}`,
        content: body.replace(/<\/p>/, `</p>\n${figure}`),
        excerpt: String(document.summary ?? ""),
        at,
        slug,
        status: "publish",
        parent: 0,
        type: "post",
        extra:
          `<category domain="category" nicename="${category}">${cdata(name)}</category>\n` +
          `<category domain="post_tag" nicename="${tag}">${cdata(tag.toUpperCase())}</category>\n` +
          thumbnail,
      }),
    );
  }
  await write("</channel>\n</rss>\n");
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  fs.writeFileSync(path.join(dir, "done"), "");
  console.log(
    `made the export: ${grouped(POSTS)} posts, ${grouped(IMAGES)} photos, ` +
      `${(fs.statSync(file).size / 2 ** 20).toFixed(1)} MB XML, ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s (kept in ${dir})`,
  );
  return { file, uploads };
}

/** A scratch PostgreSQL database beside the one at `url`, and how to drop it. */
async function scratchPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_import_${randomBytes(4).toString("hex")}`;
  const run = (statement: string) => postgresStatement(url, statement);
  await run(`create database ${name}`);
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  return {
    url: scoped.toString(),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

/**
 * Runs a command, reading its memory (VmRSS) from /proc while it runs: the peak until it prints
 * its report (the import) and over the whole run (the images' variants too).
 */
function measured(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ seconds: number; importPeakMb: number; peakMb: number; output: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  let importPeakKb = 0;
  let peakKb = 0;
  child.stdout.on("data", (chunk: Buffer) => {
    if (!output.includes(" posts and pages ")) importPeakKb = peakKb;
    output += chunk.toString();
  });
  const timer = setInterval(() => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      peakKb = Math.max(peakKb, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // Ended between two readings.
    }
  }, 50);
  return new Promise((resolve, reject) =>
    child.on("exit", (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${args.join(" ")} exited ${code}\n${output}`));
      else
        resolve({
          seconds: (performance.now() - started) / 1000,
          importPeakMb: importPeakKb / 1024,
          peakMb: peakKb / 1024,
          output,
        });
    }),
  );
}

const { file, uploads } = await makeSite();
const targets: ("sqlite" | "postgres")[] = PG_URL ? ["sqlite", "postgres"] : ["sqlite"];
if (!PG_URL) console.log("BENCH_DATABASE_URL / TEST_DATABASE_URL not set: PostgreSQL skipped.");
for (const target of targets) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-data-"));
  const database = target === "postgres" ? await scratchPostgres(PG_URL!) : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    MALLOC_ARENA_MAX: "2",
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? "",
    USER_PASSWORD: randomBytes(12).toString("hex"),
  };
  try {
    const made = spawnSync(
      process.execPath,
      ["scripts/user-create.ts", "--username", "bench", "--role", "admin"].concat([
        "--first-name",
        "ทดสอบ",
        "--last-name",
        "นำเข้า",
      ]),
      { env, encoding: "utf8" },
    );
    if (made.status !== 0) throw new Error(made.stderr || made.stdout);
    // The variants' work does not depend on the database: it is timed once.
    const wait = target === targets[0] && process.env.BENCH_VARIANTS !== "0" ? [] : ["--no-wait"];
    const run = await measured([...IMPORT_COMMAND, file, "--uploads", uploads, ...wait], env);
    const summary = / (\d+) of \d+ posts.*?, (\d+) of \d+ files.*; ([\d.]+) s$/m.exec(run.output);
    const variants = /^variants: \d+ jobs, ([\d.]+) s$/m.exec(run.output);
    if (!summary || (!variants && !wait.length))
      throw new Error(`unexpected output:\n${run.output}`);
    const [items, files, seconds] = summary.slice(1).map(Number) as [number, number, number];
    console.log(
      `${target}: ${grouped(items)} posts and ${grouped(files)} files imported in ` +
        `${(seconds / 60).toFixed(1)} min (${(items / seconds).toFixed(0)} items/s), ` +
        (variants ? `image variants ${(Number(variants[1]) / 60).toFixed(1)} min more; ` : "") +
        `peak memory ${run.importPeakMb.toFixed(0)} MB importing, ${run.peakMb.toFixed(0)} MB in all; ` +
        `whole command ${(run.seconds / 60).toFixed(1)} min`,
    );
  } finally {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
