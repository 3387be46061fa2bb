import { sql } from "kysely";
import { isPostgres, type Db } from "../../app/db/client.server.ts";

/** The search benchmark's query mix, and WordPress's search to compare it with. */

export type QueryClass =
  | "common"
  | "rare"
  | "compound"
  | "two-word"
  | "phrase"
  | "mixed"
  | "prefix"
  | "misspelt"
  | "off-topic"
  | "no-hit";

export type BenchQuery = { kind: QueryClass; text: string; live?: boolean };

export const QUERIES: BenchQuery[] = [
  { kind: "common", text: "สุขภาพ" },
  { kind: "common", text: "วัคซีน" },
  { kind: "common", text: "โรงพยาบาล" },
  { kind: "rare", text: "เมลิออยโดสิส" },
  { kind: "rare", text: "ธาลัสซีเมีย" },
  { kind: "rare", text: "สครับไทฟัส" },
  { kind: "compound", text: "ไข้เลือดออก" },
  { kind: "compound", text: "กระทรวงสาธารณสุข" },
  { kind: "compound", text: "โรคไม่ติดต่อเรื้อรัง" },
  { kind: "two-word", text: "วัคซีน ผู้สูงอายุ" },
  { kind: "two-word", text: "ฝุ่น เด็ก" },
  { kind: "two-word", text: "สมศักดิ์ วงศ์สวัสดิ์" },
  { kind: "phrase", text: '"ฉีดวัคซีนไข้หวัดใหญ่"' },
  { kind: "phrase", text: '"ตรวจคัดกรองมะเร็ง"' },
  { kind: "mixed", text: "วัคซีน HPV" },
  { kind: "mixed", text: "PM2.5 เชียงใหม่" },
  { kind: "prefix", text: "ไข้เลือ", live: true },
  { kind: "prefix", text: "ภูมิคุ้ม", live: true },
  { kind: "misspelt", text: "ไข้เลือกออก" },
  { kind: "misspelt", text: "กระทรวงสาธรณสุข" },
  { kind: "off-topic", text: "ฟุตบอลโลก รอบชิงชนะเลิศ" },
  { kind: "no-hit", text: "ไดโนเสาร์" },
  { kind: "no-hit", text: "quantum computing" },
];
export const CLASSES = [...new Set(QUERIES.map((q) => q.kind))];

/** The terms WordPress searches for: quoted phrases and space-separated words, each a LIKE. */
function likeTerms(text: string): string[] {
  return [...text.matchAll(/"([^"]*)"?|(\S+)/g)]
    .map((m) => (m[1] ?? m[2] ?? "").trim())
    .filter((t) => t.length > 0);
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** WordPress's search: every term in the title, excerpt or content; the count and the newest 10. */
export async function likeSearch(database: Db, text: string): Promise<number> {
  const pg = isPostgres(database);
  const like = pg ? sql`ilike` : sql`like`;
  const escape = pg ? sql`` : sql` escape '\\'`;
  const terms = likeTerms(text).map((term) => {
    const p = likePattern(term);
    return sql`(title ${like} ${p}${escape} or summary ${like} ${p}${escape} or body ${like} ${p}${escape})`;
  });
  const result = await sql<{ id: number; total: number }>`select id, type, slug, title, summary,
      published_at, count(*) over () as total
    from items where ${sql.join(terms, sql` and `)} and status = 'published'
      and published_at <= ${new Date().toISOString()} and deleted_at is null and listed = 1
      and type <> 'page'
    order by published_at desc limit 10`.execute(database);
  return Number(result.rows[0]?.total ?? 0);
}
