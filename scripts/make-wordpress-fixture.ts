import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { wordpressDatabase } from "./support/wordpress-site.ts";

/**
 * Makes tests/fixtures/wordpress for the WordPress importer's tests: a throwaway site on Debian's
 * `wordpress` package, installed and filled with Thai posts, pages, media, comments and a menu
 * through WordPress's own PHP functions (run by the PHP CLI, no web server), then exported by
 * WordPress's own exporter (WXR) beside the uploads folder it wrote. The database, its user and
 * the site's config file are removed afterwards. Needs root, MariaDB running and the Debian
 * packages wordpress, php-cli, php-mysql, php-gd and php-mbstring.
 *
 *   node scripts/make-wordpress-fixture.ts
 */
const HOST = "wp.example.go.th";
const SITE = `http://${HOST}`;
const OUT = path.resolve(import.meta.dirname, "../tests/fixtures/wordpress");
const CONFIG = `/etc/wordpress/config-${HOST}.php`;

const php = fs.existsSync("/usr/bin/php")
  ? spawnSync("php", ["-m"], { encoding: "utf8" }).stdout.split("\n")
  : [];
const missing = [
  [fs.existsSync("/usr/share/wordpress/wp-load.php"), "wordpress"],
  [php.length > 0, "php-cli"],
  [php.includes("mysqli"), "php-mysql"],
  [php.includes("gd"), "php-gd"],
  [php.includes("mbstring"), "php-mbstring"],
  [fs.existsSync("/usr/bin/mysql"), "mariadb-server"],
].filter(([present]) => !present);
if (missing.length || process.getuid?.() !== 0) {
  console.error(
    `needs root and: apt-get install ${missing.map(([, p]) => p).join(" ") || "(nothing)"}`,
  );
  process.exit(2);
}
if (fs.existsSync(CONFIG)) {
  console.error(`${CONFIG} exists: another WordPress site uses that address here`);
  process.exit(2);
}

// Block markup as WordPress 6.1's editor saves it.
function block(name: string, html: string, attrs?: object): string {
  const json = attrs ? ` ${JSON.stringify(attrs).replace(/"(\{\{id:[\w-]+\}\})"/g, "$1")}` : "";
  return `<!-- wp:${name}${json} -->\n${html}\n<!-- /wp:${name} -->`;
}
const blocks = (...parts: string[]) => parts.join("\n\n");
const para = (html: string) => block("paragraph", `<p>${html}</p>`);
const heading = (text: string, level = 2) =>
  block("heading", `<h${level}>${text}</h${level}>`, level === 2 ? undefined : { level });

function list(items: string[], ordered = false): string {
  const tag = ordered ? "ol" : "ul";
  const inner = items.map((item) => block("list-item", `<li>${item}</li>`)).join("\n\n");
  return block("list", `<${tag}>${inner}</${tag}>`, ordered ? { ordered: true } : undefined);
}

function image(
  key: string,
  alt: string,
  { size = "full", link = "none", caption = "" } = {},
): string {
  let img = `<img src="{{url:${key}${size === "full" ? "" : `:${size}`}}}" alt="${alt}" class="wp-image-{{id:${key}}}"/>`;
  if (link === "attachment") img = `<a href="{{link:${key}}}">${img}</a>`;
  if (link === "media") img = `<a href="{{url:${key}}}">${img}</a>`;
  const figcaption = caption
    ? `<figcaption class="wp-element-caption">${caption}</figcaption>`
    : "";
  return block(
    "image",
    `<figure class="wp-block-image size-${size}">${img}${figcaption}</figure>`,
    {
      id: `{{id:${key}}}`,
      sizeSlug: size,
      linkDestination: link,
    },
  );
}

function gallery(images: [string, string][], caption: string): string {
  const inner = images
    .map(([key, alt]) => image(key, alt, { size: "large", link: "media" }))
    .join("\n\n");
  return block(
    "gallery",
    `<figure class="wp-block-gallery has-nested-images columns-default is-cropped">${inner}<figcaption class="blocks-gallery-caption wp-element-caption">${caption}</figcaption></figure>`,
    { linkTo: "media" },
  );
}

function table(head: string[], rows: string[][], caption: string): string {
  const cells = (tag: string, row: string[]) =>
    `<tr>${row.map((c) => `<${tag}>${c}</${tag}>`).join("")}</tr>`;
  return block(
    "table",
    `<figure class="wp-block-table"><table><thead>${cells("th", head)}</thead><tbody>${rows.map((r) => cells("td", r)).join("")}</tbody></table><figcaption class="wp-element-caption">${caption}</figcaption></figure>`,
  );
}

const quote = (text: string, cite: string) =>
  block(
    "quote",
    `<blockquote class="wp-block-quote">${para(text)}<cite>${cite}</cite></blockquote>`,
  );

function youtube(url: string, caption: string): string {
  const aspect = "wp-embed-aspect-16-9 wp-has-aspect-ratio";
  return block(
    "embed",
    `<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube ${aspect}"><div class="wp-block-embed__wrapper">\n${url}\n</div><figcaption class="wp-element-caption">${caption}</figcaption></figure>`,
    { url, type: "video", providerNameSlug: "youtube", responsive: true, className: aspect },
  );
}

function file(key: string, name: string): string {
  const href = `{{url:${key}}}`;
  const id = "wp-block-file--media-6f1c2a9e-3b7d-4c55-9a0e-2d8f4b1e7c30";
  return block(
    "file",
    `<div class="wp-block-file"><object class="wp-block-file__embed" data="${href}" type="application/pdf" style="width:100%;height:600px" aria-label="ฝังของ ${name}"></object><a id="${id}" href="${href}">${name}</a><a href="${href}" class="wp-block-file__button wp-element-button" download aria-describedby="${id}">ดาวน์โหลด</a></div>`,
    { id: `{{id:${key}}}`, href, displayPreview: true },
  );
}

// Small pictures: a coloured scene with a label, 400×300 like a resized photo.
function picture(background: string, accent: string, label: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
  <rect width="400" height="300" fill="${background}"/>
  <circle cx="310" cy="80" r="48" fill="${accent}"/>
  <path d="M0 220 Q100 160 200 210 T400 200 V300 H0 Z" fill="${accent}" opacity="0.6"/>
  <text x="30" y="60" font-family="sans-serif" font-size="26" fill="#fff">${label}</text>
</svg>`,
  );
}
const jpeg =
  (...args: Parameters<typeof picture>) =>
  () =>
    sharp(picture(...args))
      .jpeg({ quality: 60 })
      .toBuffer();

// A one-page PDF, written by hand (Helvetica, so ASCII text only).
function pdf(lines: string[]): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 16 Tf 72 ${760 - i * 28} Td (${line}) Tj ET`)
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const offset = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

type Post = {
  type?: "page";
  status?: string;
  title: string;
  date: string;
  author: string;
  slug?: string;
  parent?: string;
  order?: number;
  categories?: string[];
  tags?: string[];
  excerpt?: string;
  thumbnail?: string;
  sticky?: boolean;
  password?: string;
  content: string;
};

type Media = {
  name: string;
  title: string;
  alt?: string;
  caption?: string;
  parent?: string;
  /** When there is no parent post (else the upload folder follows the post's date). */
  date?: string;
  make: () => Promise<Buffer>;
};

const users = [
  {
    user_login: "somchai",
    user_email: "somchai@example.go.th",
    display_name: "สมชาย ใจดี",
    first_name: "สมชาย",
    last_name: "ใจดี",
    role: "editor",
  },
  {
    user_login: "malee.s",
    user_email: "malee@example.go.th",
    display_name: "Malee S.",
    first_name: "Malee",
    last_name: "Srisuk",
    role: "author",
  },
];

const categories = [
  { slug: "pr-news", name: "ข่าวประชาสัมพันธ์", description: "ข่าวกิจกรรมของสำนักงาน" },
  { slug: "health-news", name: "ข่าวสุขภาพ" },
  { slug: "communicable-disease", name: "โรคติดต่อ", parent: "health-news" },
  { slug: "health-knowledge", name: "ความรู้สุขภาพ" },
  { slug: "announcements", name: "ประกาศ" },
  { slug: "procurement", name: "จัดซื้อจัดจ้าง", description: "ประกาศจัดซื้อจัดจ้างและผลการพิจารณา" },
];

const media: Record<string, Media> = {
  mosquito: {
    name: "mosquito-larvae.jpg",
    title: "ลูกน้ำยุงลาย",
    alt: "ลูกน้ำยุงลายในภาชนะขังน้ำ",
    caption: "ลูกน้ำยุงลายที่พบในภาชนะขังน้ำรอบบ้าน",
    parent: "dengue",
    make: jpeg("#2f6f4f", "#c9a227", "Aedes larvae"),
  },
  clinic: {
    name: "flu-vaccine-clinic.jpg",
    title: "คลินิกวัคซีนไข้หวัดใหญ่",
    alt: "เจ้าหน้าที่ฉีดวัคซีนให้ผู้สูงอายุ",
    parent: "vaccine",
    make: () =>
      sharp(picture("#1d5c8c", "#e8e8e8", "Flu vaccine clinic"))
        .jpeg({ quality: 60 })
        .withExif({
          IFD0: {
            Make: "Canon",
            Model: "Canon EOS 80D",
            Artist: "PR Office",
            Copyright: "Provincial Public Health Office",
            ImageDescription: "Flu vaccination for older people",
          },
          IFD2: {
            DateTimeOriginal: "2024:05:02 09:41:12",
            DateTimeDigitized: "2024:05:02 09:41:12",
          },
        })
        .toBuffer(),
  },
  training1: {
    name: "osm-training-1.jpg",
    title: "อบรม อสม. ภาคเช้า",
    alt: "อสม. ฟังการบรรยายในห้องประชุม",
    parent: "gallery",
    make: jpeg("#7a3e9d", "#f2c14e", "Training 1"),
  },
  training2: {
    name: "osm-training-2.jpg",
    title: "อบรม อสม. ฝึกปฏิบัติ",
    alt: "อสม. ฝึกวัดความดันโลหิต",
    parent: "gallery",
    make: jpeg("#a23b2a", "#f0e6d2", "Training 2"),
  },
  training3: {
    name: "ภาพกิจกรรม-อสม-3.jpg",
    title: "ภาพกิจกรรม อสม. 3",
    parent: "gallery",
    make: jpeg("#3b5d2a", "#d6e4c3", "Training 3"),
  },
  infographic: {
    name: "diabetes-infographic.png",
    title: "อินโฟกราฟิกเบาหวาน",
    alt: "อินโฟกราฟิก อาหารสำหรับผู้ป่วยเบาหวาน",
    parent: "diabetes",
    make: () =>
      sharp(picture("#f4f1de", "#e07a5f", "Diabetes"))
        .png({ palette: true })
        .toBuffer(),
  },
  result: {
    name: "procurement-result-2568.pdf",
    title: "ประกาศผู้ชนะการเสนอราคา วัสดุการแพทย์ 15 รายการ",
    parent: "procurement",
    make: async () =>
      pdf(["Provincial Public Health Office", "Procurement result, 15 January 2025", "Sample."]),
  },
  building: {
    name: "office-building.jpg",
    title: "อาคารสำนักงาน",
    alt: "อาคารสำนักงานสาธารณสุขจังหวัด",
    date: "2024-01-05 10:00:00",
    make: jpeg("#5b6770", "#9fc5e8", "Office"),
  },
};

const posts: Record<string, Post> = {
  about: {
    type: "page",
    title: "เกี่ยวกับเรา",
    slug: "about",
    date: "2024-01-05 10:30:00",
    author: "admin",
    order: 1,
    thumbnail: "building",
    content: blocks(
      para(
        "สำนักงานสาธารณสุขจังหวัดตัวอย่างเป็นหน่วยงานในสังกัดสำนักงานปลัดกระทรวงสาธารณสุข ทำหน้าที่กำกับดูแลและสนับสนุนการจัดบริการสุขภาพแก่ประชาชนในจังหวัด",
      ),
      image("building", "อาคารสำนักงานสาธารณสุขจังหวัด"),
      heading("หน้าที่และอำนาจ"),
      para(
        "จัดทำแผนยุทธศาสตร์ด้านสุขภาพในเขตจังหวัด ประสานงานกับโรงพยาบาลและโรงพยาบาลส่งเสริมสุขภาพตำบล และส่งเสริมการมีส่วนร่วมของภาคประชาชน",
      ),
    ),
  },
  vision: {
    type: "page",
    title: "วิสัยทัศน์และพันธกิจ",
    slug: "vision",
    parent: "about",
    date: "2024-01-05 10:45:00",
    author: "admin",
    order: 1,
    content: blocks(
      heading("วิสัยทัศน์"),
      para("ประชาชนสุขภาพดี เจ้าหน้าที่มีความสุข ระบบสุขภาพยั่งยืน"),
      heading("พันธกิจ"),
      list(
        [
          "พัฒนาระบบบริการสุขภาพให้มีคุณภาพและเข้าถึงได้",
          "ส่งเสริมสุขภาพและป้องกันโรคโดยการมีส่วนร่วมของชุมชน",
          "บริหารจัดการด้วยหลักธรรมาภิบาล",
        ],
        true,
      ),
    ),
  },
  contact: {
    type: "page",
    title: "ติดต่อเรา",
    slug: "contact",
    date: "2024-01-06 09:00:00",
    author: "admin",
    order: 3,
    content: `<strong>สำนักงานสาธารณสุขจังหวัดตัวอย่าง</strong>
99 ถนนสุขภาพ ตำบลในเมือง อำเภอเมือง จังหวัดตัวอย่าง 10000
โทรศัพท์ 0 2123 4567 โทรสาร 0 2123 4568

ส่งข้อความถึงเจ้าหน้าที่ได้ที่แบบฟอร์มด้านล่าง

[contact-form-7 id="12" title="ติดต่อเรา"]

<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3875.5!2d100.5!3d13.75" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`,
  },
  ita: {
    type: "page",
    title: "การเปิดเผยข้อมูลสาธารณะ (ITA)",
    slug: "ita",
    date: "2024-02-01 13:00:00",
    author: "somchai",
    order: 2,
    content: blocks(
      para(
        "ข้อมูลตามแบบวัดการเปิดเผยข้อมูลสาธารณะ (Open Data Integrity and Transparency Assessment: OIT) ประจำปีงบประมาณ 2568",
      ),
      list([
        `<a href="{{link:procurement}}">ประกาศผลการจัดซื้อจัดจ้าง</a>`,
        `<a href="{{url:result}}">ประกาศผู้ชนะการเสนอราคา (PDF)</a>`,
        `<a href="{{link:survey}}">แบบสำรวจความพึงพอใจ</a>`,
      ]),
    ),
  },
  faq: {
    type: "page",
    status: "draft",
    title: "คำถามที่พบบ่อย",
    slug: "faq",
    date: "2025-06-01 11:00:00",
    author: "malee.s",
    content: blocks(heading("ต้องใช้เอกสารอะไรบ้างในการรับบริการ"), para("บัตรประจำตัวประชาชน")),
  },

  vaccine: {
    title: "เปิดให้บริการฉีดวัคซีนไข้หวัดใหญ่สำหรับผู้สูงอายุ ประจำปี 2567",
    slug: "flu-vaccine-2567",
    date: "2024-05-02 10:00:00",
    author: "admin",
    categories: ["pr-news", "health-news"],
    tags: ["วัคซีน", "ผู้สูงอายุ"],
    thumbnail: "clinic",
    excerpt: "ผู้สูงอายุ 65 ปีขึ้นไปรับวัคซีนไข้หวัดใหญ่ฟรี ที่โรงพยาบาลและ รพ.สต. ทุกแห่ง",
    content: blocks(
      para(
        "สำนักงานสาธารณสุขจังหวัดตัวอย่าง ขอเชิญชวนผู้สูงอายุและกลุ่มเสี่ยงเข้ารับวัคซีนป้องกันโรคไข้หวัดใหญ่ตามฤดูกาล <strong>โดยไม่เสียค่าใช้จ่าย</strong> ตั้งแต่วันที่ 1 พฤษภาคม ถึง 31 สิงหาคม 2567",
      ),
      image("clinic", "เจ้าหน้าที่ฉีดวัคซีนให้ผู้สูงอายุ", {
        link: "attachment",
        caption: "บรรยากาศการให้บริการที่คลินิกวัคซีน",
      }),
      heading("กลุ่มเป้าหมาย"),
      list([
        "ผู้ที่มีอายุ 65 ปีขึ้นไป",
        "หญิงตั้งครรภ์อายุครรภ์ 4 เดือนขึ้นไป",
        "ผู้ป่วยโรคเรื้อรัง เช่น เบาหวาน โรคหัวใจ โรคปอดอุดกั้นเรื้อรัง",
      ]),
      heading("สิ่งที่ต้องนำมา", 3),
      para("บัตรประจำตัวประชาชน และสมุดประจำตัวผู้ป่วย (ถ้ามี)"),
      quote(
        "การฉีดวัคซีนไข้หวัดใหญ่ทุกปีช่วยลดความรุนแรงของโรคและลดการนอนโรงพยาบาลในผู้สูงอายุได้มาก",
        "นายแพทย์สาธารณสุขจังหวัดตัวอย่าง",
      ),
    ),
  },
  dengue: {
    title: "เตือนภัยไข้เลือดออกช่วงฤดูฝน ขอความร่วมมือประชาชนกำจัดแหล่งเพาะพันธุ์ยุงลาย",
    date: "2024-06-10 09:30:00",
    author: "somchai",
    categories: ["communicable-disease"],
    tags: ["ไข้เลือดออก", "อสม."],
    thumbnail: "mosquito",
    excerpt: "ช่วงฤดูฝนพบผู้ป่วยไข้เลือดออกเพิ่มขึ้น ขอให้ทุกบ้านใช้มาตรการ 3 เก็บ ป้องกัน 3 โรค",
    content: `<strong>สำนักงานสาธารณสุขจังหวัดตัวอย่าง</strong> แจ้งเตือนประชาชนให้ระวังโรคไข้เลือดออก เนื่องจากเข้าสู่ฤดูฝน และพบผู้ป่วยสะสมตั้งแต่ต้นปีแล้ว 128 ราย

<!--more-->

[caption id="attachment_{{id:mosquito}}" align="aligncenter" width="300"]<a href="{{url:mosquito}}"><img class="size-medium wp-image-{{id:mosquito}}" src="{{url:mosquito:medium}}" alt="ลูกน้ำยุงลายในภาชนะขังน้ำ" width="300" height="225" /></a> ลูกน้ำยุงลายที่พบในภาชนะขังน้ำรอบบ้าน[/caption]

ขอความร่วมมือทุกครัวเรือนใช้มาตรการ <em>3 เก็บ ป้องกัน 3 โรค</em> ดังนี้
<ul>
 	<li>เก็บบ้านให้สะอาด โปร่ง ลมผ่าน</li>
 	<li>เก็บขยะ เศษภาชนะที่อาจขังน้ำ</li>
 	<li>เก็บน้ำ ปิดฝาโอ่งให้มิดชิด</li>
</ul>
หากมีไข้สูงลอย 2 วันขึ้นไป&nbsp;ให้รีบพบแพทย์ และ<strong>ห้ามรับประทานยาแอสไพริน</strong>หรือไอบูโพรเฟน

สอบถามเพิ่มเติม
กลุ่มงานควบคุมโรคติดต่อ โทร. 0 2123 4567 ต่อ 210`,
  },
  gallery: {
    title: "ภาพกิจกรรมอบรมฟื้นฟูความรู้ อสม. ประจำปี 2567",
    slug: "osm-training-2567",
    date: "2024-08-20 14:00:00",
    author: "malee.s",
    categories: ["pr-news"],
    tags: ["อสม."],
    thumbnail: "training1",
    content: blocks(
      para(
        "วันที่ 20 สิงหาคม 2567 สำนักงานสาธารณสุขจังหวัดตัวอย่างจัดอบรมฟื้นฟูความรู้อาสาสมัครสาธารณสุขประจำหมู่บ้าน (อสม.) จำนวน 120 คน ณ ห้องประชุมสำนักงาน",
      ),
      gallery(
        [
          ["training1", "อสม. ฟังการบรรยายในห้องประชุม"],
          ["training2", "อสม. ฝึกวัดความดันโลหิต"],
          ["training3", ""],
        ],
        "ภาพบรรยากาศการอบรม",
      ),
    ),
  },
  clinics: {
    title: "ตารางให้บริการคลินิกพิเศษ โรงพยาบาลส่งเสริมสุขภาพตำบล",
    date: "2024-09-05 08:45:00",
    author: "somchai",
    categories: ["health-knowledge"],
    content: blocks(
      para("ตารางให้บริการคลินิกพิเศษของ รพ.สต. ในเขตอำเภอเมือง ตั้งแต่เดือนตุลาคม 2567"),
      table(
        ["วัน", "คลินิก", "เวลา"],
        [
          ["จันทร์", "คลินิกเบาหวาน", "08.30–12.00 น."],
          ["อังคาร", "คลินิกความดันโลหิตสูง", "08.30–12.00 น."],
          ["พุธ", "คลินิกฝากครรภ์", "13.00–16.00 น."],
          ["พฤหัสบดี", "คลินิกสุขภาพเด็กดี", "08.30–12.00 น."],
        ],
        "ปิดให้บริการวันหยุดราชการ",
      ),
      heading("ขั้นตอนการรับบริการ", 3),
      list(["ยื่นบัตรประจำตัวประชาชน", "ชั่งน้ำหนัก วัดความดัน", "พบแพทย์หรือพยาบาล", "รับยา"], true),
    ),
  },
  handwashing: {
    title: "วิดีโอ: วิธีล้างมือ 7 ขั้นตอนที่ถูกต้อง",
    date: "2024-11-12 13:15:00",
    author: "malee.s",
    categories: ["health-knowledge"],
    tags: ["COVID-19"],
    content: blocks(
      para("การล้างมืออย่างถูกวิธีช่วยป้องกันโรคติดต่อทางเดินหายใจและทางเดินอาหารได้ ชมวิดีโอสาธิตได้ด้านล่าง"),
      youtube("https://www.youtube.com/watch?v=3PmVJQUCm4E", "สาธิตการล้างมือ 7 ขั้นตอน"),
    ),
  },
  procurement: {
    title: "ประกาศผู้ชนะการเสนอราคา ซื้อวัสดุการแพทย์ จำนวน 15 รายการ",
    date: "2025-01-15 11:00:00",
    author: "admin",
    categories: ["procurement"],
    tags: ["ITA"],
    excerpt: "ประกาศผู้ชนะการเสนอราคาโดยวิธีเฉพาะเจาะจง",
    content: blocks(
      para(
        "ตามที่สำนักงานสาธารณสุขจังหวัดตัวอย่างได้มีโครงการซื้อวัสดุการแพทย์ จำนวน 15 รายการ โดยวิธีเฉพาะเจาะจง นั้น บัดนี้ได้พิจารณาผู้ชนะการเสนอราคาเรียบร้อยแล้ว รายละเอียดตามเอกสารแนบ",
      ),
      file("result", "ประกาศผู้ชนะการเสนอราคา"),
    ),
  },
  survey: {
    title: "แบบสำรวจความพึงพอใจต่อการให้บริการ ประจำปีงบประมาณ 2568",
    date: "2025-02-03 09:00:00",
    author: "admin",
    categories: ["announcements"],
    tags: ["ITA"],
    content: `ขอความร่วมมือผู้รับบริการตอบแบบสำรวจความพึงพอใจ เพื่อนำไปปรับปรุงการให้บริการ

[contact-form-7 id="12" title="แบบสำรวจความพึงพอใจ"]

ขอบคุณทุกความคิดเห็นครับ`,
  },
  links: {
    title: "รวมลิงก์ความรู้สุขภาพที่ประชาชนควรรู้",
    date: "2025-03-10 10:30:00",
    author: "malee.s",
    categories: ["health-knowledge"],
    sticky: true,
    content: blocks(
      para("รวบรวมบทความที่มีผู้อ่านมากที่สุดบนเว็บไซต์ของสำนักงาน"),
      list([
        `<a href="{{link:dengue}}">เตือนภัยไข้เลือดออกช่วงฤดูฝน</a>`,
        `<a href="${SITE}/?p={{id:vaccine}}">วัคซีนไข้หวัดใหญ่สำหรับผู้สูงอายุ</a>`,
        `<a href="/?p={{id:clinics}}">ตารางให้บริการคลินิกพิเศษ</a>`,
        `<a href="{{link:about}}">เกี่ยวกับสำนักงาน</a>`,
        `<a href="{{url:result}}">ประกาศผู้ชนะการเสนอราคา (PDF)</a>`,
      ]),
      para(
        `ข้อมูลโรคติดต่อเพิ่มเติมที่ <a href="https://ddc.moph.go.th/" target="_blank" rel="noreferrer noopener">กรมควบคุมโรค</a>`,
      ),
    ),
  },
  elderly: {
    title: "ประมวลภาพกิจกรรมวันผู้สูงอายุแห่งชาติ",
    date: "2025-04-18 16:20:00",
    author: "somchai",
    categories: ["pr-news"],
    tags: ["ผู้สูงอายุ"],
    content: `เนื่องในวันผู้สูงอายุแห่งชาติ 13 เมษายน สำนักงานร่วมกับ อสม. ตรวจสุขภาพผู้สูงอายุในชุมชนกว่า 300 คน

[gallery columns="3" link="file" size="medium" ids="{{id:training1}},{{id:training2}},{{id:training3}}"]`,
  },
  diabetes: {
    title: "อินโฟกราฟิก: กินอย่างไรให้ห่างไกลโรคเบาหวาน",
    slug: "diabetes-infographic",
    date: "2025-05-22 08:00:00",
    author: "malee.s",
    categories: ["health-knowledge"],
    tags: ["โภชนาการ"],
    thumbnail: "infographic",
    excerpt: "ลดหวาน มัน เค็ม เพิ่มผัก ออกกำลังกายสม่ำเสมอ",
    content: blocks(
      image("infographic", "อินโฟกราฟิก อาหารสำหรับผู้ป่วยเบาหวาน", { size: "medium" }),
      block("separator", `<hr class="wp-block-separator has-alpha-channel-opacity"/>`),
      para("หลัก 2:1:1 จัดจานอาหาร ผัก 2 ส่วน ข้าวแป้ง 1 ส่วน เนื้อสัตว์ 1 ส่วน"),
    ),
  },
  screening: {
    title:
      "ขอเชิญชวนประชาชนที่มีอายุ 35 ปีขึ้นไป เข้ารับการตรวจคัดกรองความเสี่ยงโรคเบาหวานและความดันโลหิตสูง ณ โรงพยาบาลส่งเสริมสุขภาพตำบลใกล้บ้าน ตั้งแต่วันนี้ถึง 30 กันยายน 2568",
    date: "2025-07-01 09:00:00",
    author: "somchai",
    categories: ["pr-news", "announcements"],
    content: `<img class="alignright size-thumbnail wp-image-{{id:clinic}}" src="{{url:clinic:thumbnail}}" alt="" width="150" height="150" />ประชาชนอายุ 35 ปีขึ้นไปทุกสิทธิ์ สามารถตรวจคัดกรองเบาหวานและความดันโลหิตสูงได้ฟรี ที่ รพ.สต. ทุกแห่ง

ควรงดน้ำและอาหารอย่างน้อย 8 ชั่วโมงก่อนเจาะเลือด`,
  },
  minutes: {
    title: "รายงานการประชุมคณะกรรมการบริหาร ครั้งที่ 3/2568",
    date: "2025-08-14 15:00:00",
    author: "admin",
    categories: ["announcements"],
    password: "kpi2568",
    content: blocks(
      para("รายงานการประชุมคณะกรรมการบริหารสำนักงานสาธารณสุขจังหวัด ครั้งที่ 3/2568"),
      para("ระเบียบวาระที่ 1 เรื่องที่ประธานแจ้งให้ที่ประชุมทราบ"),
    ),
  },
  draft: {
    status: "draft",
    title: "แผนการดำเนินงานป้องกันโรคไข้หวัดนก",
    date: "2025-09-01 10:00:00",
    author: "somchai",
    categories: ["communicable-disease"],
    content: blocks(heading("มาตรการเฝ้าระวัง"), para("ร่าง อยู่ระหว่างรวบรวมข้อมูลจากปศุสัตว์จังหวัด")),
  },
  private: {
    status: "private",
    title: "บันทึกภายใน: สรุปงบประมาณโครงการสุขภาพ ไตรมาส 2",
    date: "2025-04-30 17:00:00",
    author: "admin",
    categories: ["announcements"],
    content: "เฉพาะเจ้าหน้าที่: ใช้งบประมาณไปแล้วร้อยละ 46 ของแผน",
  },
  pending: {
    status: "pending",
    title: "ข่าวฝากประชาสัมพันธ์: รับสมัครผู้บริจาคโลหิต",
    date: "2025-10-02 09:00:00",
    author: "malee.s",
    categories: ["pr-news"],
    content: "เหล่ากาชาดจังหวัดขอเชิญร่วมบริจาคโลหิต ณ หอประชุมอำเภอ วันที่ 15 ตุลาคม 2568",
  },
  scheduled: {
    status: "future",
    title: "ประกาศวันหยุดให้บริการช่วงเทศกาลปีใหม่ 2573",
    date: "2029-12-20 08:00:00",
    author: "admin",
    categories: ["announcements"],
    content: blocks(para("สำนักงานปิดให้บริการวันที่ 31 ธันวาคม 2572 ถึง 2 มกราคม 2573")),
  },
  trashed: {
    status: "trash",
    title: "ข่าวทดสอบ กรุณาอย่าเผยแพร่",
    date: "2024-02-01 08:00:00",
    author: "malee.s",
    categories: ["pr-news"],
    content: "ทดสอบระบบ",
  },
};

const comments = {
  question: {
    post: "screening",
    comment_author: "สมศรี มีสุข",
    comment_author_email: "somsri@example.com",
    comment_content: "ขอสอบถามว่าต้องงดน้ำงดอาหารก่อนตรวจหรือไม่คะ",
    comment_date: "2025-07-02 08:15:00",
    comment_approved: "1",
  },
  answer: {
    post: "screening",
    parent: "question",
    user: "somchai",
    comment_author: "สมชาย ใจดี",
    comment_author_email: "somchai@example.go.th",
    comment_content: "ควรงดน้ำและอาหารอย่างน้อย 8 ชั่วโมงก่อนเจาะเลือดครับ",
    comment_date: "2025-07-02 10:40:00",
    comment_approved: "1",
  },
  waiting: {
    post: "vaccine",
    comment_author: "ประชาชน",
    comment_author_email: "someone@example.com",
    comment_content: "รพ.สต. บ้านนาเปิดฉีดวันไหนบ้างครับ",
    comment_date: "2024-05-03 19:05:00",
    comment_approved: "0",
  },
};

const menu = {
  name: "เมนูหลัก",
  date: "2024-01-06 09:30:00",
  items: {
    home: { title: "หน้าแรก", url: `${SITE}/` },
    about: { title: "เกี่ยวกับเรา", page: "about" },
    vision: { title: "วิสัยทัศน์และพันธกิจ", page: "vision", parent: "about" },
    news: { title: "ข่าวประชาสัมพันธ์", category: "pr-news" },
    contact: { title: "ติดต่อเรา", page: "contact" },
    ddc: { title: "กรมควบคุมโรค", url: "https://ddc.moph.go.th/" },
  },
};

// Runs inside the throwaway site: `php site.php install|fill DATA.json`.
const SITE_PHP = String.raw`<?php
[, $step, $dataFile] = $argv;
$data = json_decode(file_get_contents($dataFile), true);
$_SERVER['HTTP_HOST'] = $_SERVER['SERVER_NAME'] = $data['host'];
$_SERVER['REQUEST_URI'] = '/';

// There is no mail server here, and WordPress defines only the pluggable functions not yet defined.
function wp_mail() { return true; }

function fail($what) { fwrite(STDERR, "$what\n"); exit(1); }
function check($result, $what) {
  if (is_wp_error($result)) fail("$what: " . $result->get_error_message());
  if (!$result) fail("$what failed");
  return $result;
}

if ($step === 'install') {
  define('WP_INSTALLING', true);
  require '/usr/share/wordpress/wp-load.php';
  require_once ABSPATH . 'wp-admin/includes/upgrade.php';
  load_default_textdomain($data['language']);
  $GLOBALS['wp_locale'] = new WP_Locale();
  check(wp_install($data['title'], 'admin', 'webmaster@' . $data['host'], true, '', wp_generate_password(), $data['language']), 'install');
  exit;
}

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/export.php';

// Files go to a temporary folder; their addresses stay the site's.
add_filter('upload_dir', function ($dirs) use ($data) {
  $dirs['path'] = $data['uploads'] . $dirs['subdir'];
  $dirs['basedir'] = $data['uploads'];
  return $dirs;
});
// The pings and enclosure checks left for cron, which never runs here.
remove_action('publish_post', '_publish_post_hook', 5);
wp_set_current_user(1);

foreach ($data['options'] as $name => $value) update_option($name, $value);
foreach (get_posts(['post_type' => 'any', 'post_status' => 'any', 'numberposts' => -1]) as $post) {
  wp_delete_post($post->ID, true);
}

$users = ['admin' => 1];
foreach ($data['users'] as $user) {
  $users[$user['user_login']] = check(wp_insert_user($user + ['user_pass' => wp_generate_password()]), "user {$user['user_login']}");
}
$terms = [];
foreach ($data['categories'] as $c) {
  $parent = isset($c['parent']) ? $terms[$c['parent']] : 0;
  $term = check(wp_insert_term($c['name'], 'category', ['slug' => $c['slug'], 'description' => $c['description'] ?? '', 'parent' => $parent]), "category {$c['slug']}");
  $terms[$c['slug']] = $term['term_id'];
}

// Posts first without their content, which refers to media and links made later.
$ids = [];
foreach ($data['posts'] as $key => $p) {
  $ids[$key] = check(wp_insert_post(wp_slash([
    'post_type' => $p['type'],
    'post_status' => $p['status'] === 'trash' ? 'publish' : $p['status'],
    'post_title' => $p['title'],
    'post_name' => $p['slug'] ?? '',
    'post_date' => $p['date'],
    'post_author' => $users[$p['author']],
    'post_parent' => isset($p['parent']) ? $ids[$p['parent']] : 0,
    'menu_order' => $p['order'] ?? 0,
    'post_password' => $p['password'] ?? '',
    'post_category' => array_map(fn($slug) => $terms[$slug], $p['categories'] ?? []),
    'tags_input' => $p['tags'] ?? [],
  ]), true), "post $key");
}

foreach ($data['media'] as $key => $m) {
  $parent = isset($m['parent']) ? get_post($ids[$m['parent']]) : null;
  $date = $parent ? $parent->post_date : $m['date'];
  $file = ['name' => $m['name'], 'tmp_name' => $m['source']];
  $upload = wp_handle_sideload($file, ['test_form' => false], $date);
  if (isset($upload['error'])) fail("upload {$m['name']}: {$upload['error']}");
  $id = check(wp_insert_attachment(wp_slash([
    'post_title' => $m['title'],
    'post_excerpt' => $m['caption'] ?? '',
    'post_mime_type' => $upload['type'],
    'guid' => $upload['url'],
    'post_date' => $date,
    'post_author' => $parent ? $parent->post_author : 1,
  ]), $upload['file'], $parent ? $parent->ID : 0, true), "attachment $key");
  wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $upload['file']));
  if (isset($m['alt'])) update_post_meta($id, '_wp_attachment_image_alt', wp_slash($m['alt']));
  $ids[$key] = $id;
}

$menu = check(wp_create_nav_menu($data['menu']['name']), 'menu');
$items = [];
foreach ($data['menu']['items'] as $key => $item) {
  $args = [
    'menu-item-title' => $item['title'],
    'menu-item-status' => 'publish',
    'menu-item-position' => count($items) + 1,
    'menu-item-parent-id' => isset($item['parent']) ? $items[$item['parent']] : 0,
  ];
  if (isset($item['url'])) {
    $args += ['menu-item-type' => 'custom', 'menu-item-url' => $item['url']];
  } elseif (isset($item['category'])) {
    $args += ['menu-item-type' => 'taxonomy', 'menu-item-object' => 'category', 'menu-item-object-id' => $terms[$item['category']]];
  } else {
    $args += ['menu-item-type' => 'post_type', 'menu-item-object' => 'page', 'menu-item-object-id' => $ids[$item['page']]];
  }
  $items[$key] = check(wp_update_nav_menu_item($menu, 0, wp_slash($args)), "menu item $key");
}

// Set after the posts are made, as on a site changed from plain links: GUIDs stay /?p=ID.
$GLOBALS['wp_rewrite']->set_permalink_structure($data['permalinks']);

function fill($text, $ids) {
  return preg_replace_callback('/\{\{(id|url|link):([\w-]+)(?::([\w-]+))?\}\}/', function ($m) use ($ids) {
    $id = $ids[$m[2]] ?? fail("unknown {$m[0]}");
    if ($m[1] === 'id') return (string) $id;
    if ($m[1] === 'link') return get_permalink($id);
    return empty($m[3]) ? wp_get_attachment_url($id) : wp_get_attachment_image_url($id, $m[3]);
  }, $text);
}
foreach ($data['posts'] as $key => $p) {
  check(wp_update_post(wp_slash([
    'ID' => $ids[$key],
    'post_content' => fill($p['content'], $ids),
    'post_excerpt' => fill($p['excerpt'] ?? '', $ids),
    'edit_date' => true,
  ]), true), "content of $key");
  if (isset($p['thumbnail'])) check(set_post_thumbnail($ids[$key], $ids[$p['thumbnail']]), "thumbnail of $key");
  if (!empty($p['sticky'])) stick_post($ids[$key]);
}

$comments = [];
foreach ($data['comments'] as $key => $c) {
  $comments[$key] = check(wp_insert_comment(wp_slash([
    'comment_post_ID' => $ids[$c['post']],
    'comment_parent' => isset($c['parent']) ? $comments[$c['parent']] : 0,
    'user_id' => isset($c['user']) ? $users[$c['user']] : 0,
  ] + array_diff_key($c, array_flip(['post', 'parent', 'user'])))), "comment $key");
}

foreach ($data['posts'] as $key => $p) {
  if ($p['status'] === 'trash') check(wp_trash_post($ids[$key]), "trash $key");
}

// Fixed dates, so that making the fixture again changes little: nothing modified after it was
// written, and the menu made on its own day.
global $wpdb;
$wpdb->query($wpdb->prepare("UPDATE $wpdb->posts SET post_date = %s, post_date_gmt = %s WHERE post_type = 'nav_menu_item'", $data['menu']['date'], get_gmt_from_date($data['menu']['date'])));
$wpdb->query("UPDATE $wpdb->posts SET post_modified = post_date, post_modified_gmt = post_date - INTERVAL 7 HOUR");
wp_cache_flush();

ob_start();
export_wp(['content' => 'all']);
file_put_contents($data['export'], ob_get_clean());
`;

// Posts and media share one name space in the content's {{id:…}}, {{url:…}} and {{link:…}}.
const clash = Object.keys(media).find((key) => key in posts);
if (clash) throw new Error(`"${clash}" names both a post and a medium`);

const root = fs.mkdtempSync(path.join(os.tmpdir(), "wp-fixture-"));
let site: ReturnType<typeof wordpressDatabase> | undefined;
try {
  site = wordpressDatabase(
    "wp_fixture",
    CONFIG,
    `define('WP_HOME', '${SITE}');
define('WP_SITEURL', '${SITE}');
define('DISABLE_WP_CRON', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
`,
  );

  const sources = path.join(root, "sources");
  const uploads = path.join(root, "uploads");
  fs.mkdirSync(sources);
  const mediaData: Record<string, object> = {};
  for (const [key, { make, ...m }] of Object.entries(media)) {
    const source = path.join(sources, m.name);
    fs.writeFileSync(source, await make());
    mediaData[key] = { ...m, source };
  }
  const data = {
    host: HOST,
    title: "สำนักงานสาธารณสุขจังหวัดตัวอย่าง",
    language: "th",
    permalinks: "/%year%/%monthnum%/%day%/%postname%/",
    options: {
      blogdescription: "ข่าวสารและความรู้ด้านสุขภาพสำหรับประชาชน",
      timezone_string: "Asia/Bangkok",
      gmt_offset: "",
      date_format: "j F Y",
      time_format: "H:i",
    },
    users,
    categories,
    posts: Object.fromEntries(
      Object.entries(posts).map(([key, p]) => [
        key,
        { ...p, type: p.type ?? "post", status: p.status ?? "publish" },
      ]),
    ),
    media: mediaData,
    comments,
    menu,
    uploads,
    export: path.join(root, "export.xml"),
  };
  const dataFile = path.join(root, "data.json");
  fs.writeFileSync(dataFile, JSON.stringify(data));
  fs.writeFileSync(path.join(root, "site.php"), SITE_PHP);
  for (const step of ["install", "fill"]) {
    const run = spawnSync("php", [path.join(root, "site.php"), step, dataFile], {
      stdio: "inherit",
    });
    if (run.status !== 0) throw new Error(`WordPress ${step} failed`);
  }

  const xml = fs.readFileSync(data.export, "utf8");
  fs.rmSync(path.join(OUT, "uploads"), { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, "export.xml"), xml);
  fs.cpSync(uploads, path.join(OUT, "uploads"), { recursive: true });

  const wanted = ["<wp:wxr_version>1.2</wp:wxr_version>"].concat(
    ["_thumbnail_id", "_wp_attachment_image_alt", "_wp_attached_file"].map(
      (key) => `<wp:meta_key><![CDATA[${key}]]></wp:meta_key>`,
    ),
  );
  for (const text of wanted) if (!xml.includes(text)) throw new Error(`export lacks ${text}`);
  const files = [...xml.matchAll(/<wp:attachment_url><!\[CDATA\[(.*?)\]\]>/g)].map((m) => m[1]!);
  for (const url of files) {
    const file = url.replace(`${SITE}/wp-content/uploads/`, "");
    if (file === url || !fs.existsSync(path.join(OUT, "uploads", file)))
      throw new Error(`attachment ${url} is not in the uploads copied`);
  }

  const counts = new Map<string, number>();
  for (const [item] of xml.matchAll(/<item>[\s\S]*?<\/item>/g)) {
    const field = (name: string) =>
      new RegExp(`<wp:${name}><!\\[CDATA\\[(.*?)\\]\\]>`).exec(item)?.[1] ?? "?";
    const key = `${field("post_type")} ${field("status")}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const version = /generator="WordPress\/([^"]+)"/.exec(xml)?.[1];
  const copied = fs.readdirSync(path.join(OUT, "uploads"), {
    recursive: true,
    withFileTypes: true,
  });
  const sizes = copied
    .filter((f) => f.isFile())
    .map((f) => fs.statSync(path.join(f.parentPath, f.name)).size);
  console.log(
    `WordPress ${version} export: ${path.relative(process.cwd(), OUT)}/export.xml (${(Buffer.byteLength(xml) / 1024).toFixed(0)} KB)`,
  );
  for (const [key, n] of [...counts].sort()) console.log(`  ${key.padEnd(28)} ${n}`);
  for (const name of ["author", "category", "tag", "term"]) {
    console.log(`  ${`wp:${name}`.padEnd(28)} ${xml.split(`<wp:${name}>`).length - 1}`);
  }
  console.log(`  ${"wp:comment".padEnd(28)} ${xml.split("<wp:comment>").length - 1}`);
  console.log(
    `uploads: ${sizes.length} files, ${(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(0)} KB`,
  );
} finally {
  try {
    site?.remove();
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
