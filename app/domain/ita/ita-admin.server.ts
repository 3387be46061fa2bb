import { z } from "zod";
import { findAccount } from "../../db/accounts/users.server.ts";
import { db } from "../../db/client.server.ts";
import {
  deleteEvidence,
  deleteItaItem,
  evidenceOf,
  evidenceTargets,
  findItaItem,
  findItaItemByCode,
  insertEvidence,
  insertItaItem,
  itaItemsOfYear,
  updateItaItem,
  type ItaItem,
} from "../../db/ita/ita.server.ts";
import {
  evidenceRows,
  insertItaYear,
  itemIdsBySlug,
  type NewItaItem,
} from "../../db/ita/ita-years.server.ts";
import type { Db } from "../../db/client.server.ts";
import { OIT_STANDARD } from "../../db/seed/ita-standard.ts";
import { CODE_PATTERN, EVIDENCE_KINDS, normaliseCode, RHYTHMS } from "../../content/ita.ts";
import { DOCUMENT_CATEGORIES, KINDS } from "../../content/kinds.ts";
import { AppError, failure, type Result } from "../../lib/app-error.ts";
import { fieldErrors } from "../../lib/form-errors.ts";
import { withoutBidiControls } from "../../content/bidi-controls.ts";
import type { Actor } from "../../lib/request-context.ts";
import { authorize } from "../accounts/authorize.server.ts";
import { audit } from "../operations/audit.server.ts";
import { pagesChanged } from "../content/page-changes.server.ts";

const nowIso = () => new Date().toISOString();

/** The years staff may open: within a lifetime of the office's records. */
export const YEAR_RANGE = { min: 2560, max: 2700 } as const;

const CONTROL = /\p{Cc}/u;

/** A line of text from a form: direction controls removed, other control characters refused. */
function line(max: number, tooLong: string) {
  return z
    .string()
    .transform((v) => withoutBidiControls(v).trim())
    .pipe(z.string().max(max, tooLong))
    .refine((v) => !CONTROL.test(v), "มีอักขระที่ใช้ไม่ได้");
}

const itemInput = z.object({
  code: z
    .string()
    .transform(normaliseCode)
    .refine((c) => CODE_PATTERN.test(c), "กรุณาระบุรหัสรายการ เช่น O1 หรือ O11"),
  title: z.string().trim().min(1, "กรุณาระบุชื่อรายการ").max(300, "ชื่อรายการยาวได้ไม่เกิน 300 ตัวอักษร"),
  description: z.string().trim().max(2000, "คำอธิบายยาวได้ไม่เกิน 2,000 ตัวอักษร"),
  rhythm: z.enum(Object.keys(RHYTHMS) as [keyof typeof RHYTHMS], {
    message: "กรุณาเลือกความถี่ในการปรับปรุง",
  }),
  responsibleId: z.number().int().positive().nullable(),
});
export type ItaItemInput = z.input<typeof itemInput>;

function who(actor: Actor) {
  return { userId: actor.user.id, username: actor.user.username };
}

async function requireItem(id: number): Promise<ItaItem> {
  const item = await findItaItem(db(), id);
  if (!item) throw new AppError("ita.not-found");
  return item;
}

/** Adds an item to a year, or changes one: the year's structure, for administrators. */
export async function saveItaItem(
  actor: Actor,
  target: { year: number } | { id: number },
  raw: ItaItemInput,
): Promise<Result<{ id: number; code: string }>> {
  await authorize(actor, "ita.manage", "ita-item-save");
  const existing = "id" in target ? await requireItem(target.id) : null;
  const year = existing?.year ?? ("year" in target ? target.year : 0);
  const parsed = itemInput.safeParse(raw);
  if (!parsed.success) return failure("ita.invalid", { fields: fieldErrors(parsed.error) });
  const input = parsed.data;
  if (input.responsibleId !== null) {
    if (!(await findAccount(db(), input.responsibleId)))
      return failure("ita.invalid", { fields: { responsibleId: "ไม่พบผู้รับผิดชอบที่เลือก" } });
  }
  const clash = await findItaItemByCode(db(), year, input.code);
  if (clash && clash.id !== existing?.id)
    return failure("ita.invalid", {
      fields: { code: `ปี ${year} มีรายการรหัส ${input.code} อยู่แล้ว` },
    });
  const values = {
    code: input.code,
    title: input.title,
    description: input.description,
    rhythm: input.rhythm,
    responsible_id: input.responsibleId,
    updated_at: nowIso(),
  };
  let id: number;
  if (existing) {
    id = existing.id;
    await updateItaItem(db(), id, values);
  } else {
    const items = await itaItemsOfYear(db(), year);
    id = await insertItaItem(db(), {
      ...values,
      year,
      position: items.length,
      created_at: values.updated_at,
    });
  }
  await pagesChanged("all");
  await audit(actor.client, "ita-item-saved", who(actor), `${year} ${input.code} ${input.title}`);
  return { ok: true, id, code: input.code };
}

export async function removeItaItem(actor: Actor, id: number): Promise<void> {
  await authorize(actor, "ita.manage", "ita-item-delete");
  const item = await requireItem(id);
  await db()
    .transaction()
    .execute((trx) => deleteItaItem(trx, id));
  await pagesChanged("all");
  await audit(actor.client, "ita-item-deleted", who(actor), `${item.year} ${item.code}`);
}

const publicListPaths = KINDS.flatMap((k) => (k.path ? [k.path] : []));

/** An outside address (http or https, with a host) or a path of this site ("/contact"). */
function isEvidenceAddress(value: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(value)) return true;
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  return new URL(value).hostname.includes(".");
}

const LABEL_MAX = 200;
const LABEL_TOO_LONG = "ชื่อที่แสดงยาวได้ไม่เกิน 200 ตัวอักษร";

const evidenceInput = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("item"),
    itemId: z.number().int().positive(),
    label: line(LABEL_MAX, LABEL_TOO_LONG),
  }),
  z.object({
    kind: z.literal("documents"),
    category: z.enum(DOCUMENT_CATEGORIES.map((c) => c.key) as [string, ...string[]], {
      message: "กรุณาเลือกหมวดเอกสาร",
    }),
    keyword: line(100, "คำค้นยาวได้ไม่เกิน 100 ตัวอักษร"),
    label: line(LABEL_MAX, LABEL_TOO_LONG),
  }),
  z.object({
    kind: z.literal("list"),
    listPath: z.enum(publicListPaths as [string, ...string[]], {
      message: "กรุณาเลือกรายการบนเว็บไซต์",
    }),
    label: line(LABEL_MAX, LABEL_TOO_LONG),
  }),
  z.object({
    kind: z.literal("link"),
    url: z.string().trim().max(500, "ลิงก์ยาวได้ไม่เกิน 500 ตัวอักษร").refine(isEvidenceAddress, {
      message: "กรุณาระบุลิงก์ที่ขึ้นต้นด้วย https:// หรือ http:// หรือที่อยู่ในเว็บไซต์นี้ที่ขึ้นต้นด้วย /",
    }),
    label: line(LABEL_MAX, LABEL_TOO_LONG).refine(Boolean, "กรุณาระบุชื่อที่แสดงของลิงก์"),
  }),
]);
export type EvidenceInput = z.input<typeof evidenceInput>;

/**
 * Attaches evidence to an item: any member of staff who writes content may prepare it. An item of
 * the site must exist and not be in the trash.
 */
export async function addEvidence(
  actor: Actor,
  itaItemId: number,
  raw: EvidenceInput,
): Promise<Result<{ id: number }>> {
  await authorize(actor, "content.write", "ita-evidence-add");
  const item = await requireItem(itaItemId);
  if (!(raw.kind in EVIDENCE_KINDS))
    return failure("ita.invalid", { fields: { kind: "กรุณาเลือกชนิดหลักฐาน" } });
  const parsed = evidenceInput.safeParse(raw);
  if (!parsed.success) return failure("ita.invalid", { fields: fieldErrors(parsed.error) });
  const input = parsed.data;
  const label = input.label;
  if (input.kind === "item") {
    const [target] = await evidenceTargets(db(), [input.itemId]);
    if (!target || target.deleted)
      return failure("ita.invalid", { fields: { itemId: "ไม่พบเนื้อหาที่เลือก" } });
  }
  const id = await insertEvidence(db(), {
    ita_item_id: itaItemId,
    kind: input.kind,
    item_id: input.kind === "item" ? input.itemId : null,
    category: input.kind === "documents" ? input.category : null,
    keyword: input.kind === "documents" ? input.keyword : null,
    list_path: input.kind === "list" ? input.listPath : null,
    url: input.kind === "link" ? input.url : null,
    label,
    added_by: actor.user.id,
    created_at: nowIso(),
  });
  await pagesChanged("all");
  await audit(
    actor.client,
    "ita-evidence-added",
    who(actor),
    `${item.year} ${item.code}: ${EVIDENCE_KINDS[input.kind]}${label ? ` “${label}”` : ""}`,
  );
  return { ok: true, id };
}

export async function removeEvidence(
  actor: Actor,
  itaItemId: number,
  evidenceId: number,
): Promise<void> {
  await authorize(actor, "content.write", "ita-evidence-remove");
  const item = await requireItem(itaItemId);
  if (!(await deleteEvidence(db(), itaItemId, evidenceId))) throw new AppError("ita.not-found");
  await pagesChanged("all");
  await audit(actor.client, "ita-evidence-removed", who(actor), `${item.year} ${item.code}`);
}

/** Where a new year's structure comes from: an earlier year of the office's, or the shipped list. */
export type YearSource = number | "standard";

async function itemsFrom(database: Db, from: YearSource): Promise<NewItaItem[]> {
  if (from === "standard") {
    const ids = await itemIdsBySlug(
      database,
      OIT_STANDARD.items.flatMap((i) => i.evidence),
    );
    return OIT_STANDARD.items.map(({ evidence, ...item }) => ({
      ...item,
      responsible_id: null,
      evidence: evidenceRows(evidence, ids).rows,
    }));
  }
  const items = await itaItemsOfYear(database, from);
  const rules = await evidenceOf(
    database,
    items.map((i) => i.id),
  );
  return items.map((item) => ({
    code: item.code,
    title: item.title,
    description: item.description,
    rhythm: item.rhythm,
    responsible_id: item.responsible_id,
    evidence: rules
      .filter((r) => r.ita_item_id === item.id)
      .map(({ id: _id, ita_item_id: _item, position: _at, created_at: _made, ...rule }) => rule),
  }));
}

/**
 * Opens a new assessment year with the structure of an earlier one (its items, rhythms, people
 * responsible and evidence rules) or of the list that ships with the site, in one transaction, to
 * be edited where the new list differs.
 */
export async function openYear(
  actor: Actor,
  from: YearSource,
  to: number,
): Promise<Result<{ items: number }>> {
  await authorize(actor, "ita.manage", "ita-year-open");
  if (!Number.isInteger(to) || to < YEAR_RANGE.min || to > YEAR_RANGE.max)
    return failure("ita.invalid", {
      fields: { year: `กรุณาระบุปี พ.ศ. ระหว่าง ${YEAR_RANGE.min} ถึง ${YEAR_RANGE.max}` },
    });
  const opened = await db()
    .transaction()
    .execute(async (trx) => {
      if ((await itaItemsOfYear(trx, to)).length) return "exists" as const;
      const items = await itemsFrom(trx, from);
      if (!items.length) return "empty" as const;
      await insertItaYear(trx, to, items);
      return items.length;
    });
  if (opened === "exists")
    return failure("ita.year-exists", { fields: { year: `มีรายการของปี ${to} อยู่แล้ว` } });
  if (opened === "empty")
    return failure("ita.invalid", { fields: { from: "ไม่มีรายการให้คัดลอกจากที่เลือก" } });
  await pagesChanged("all");
  const source = from === "standard" ? `รายการมาตรฐาน OIT ${OIT_STANDARD.year}` : `ปี ${from}`;
  await audit(actor.client, "ita-year-opened", who(actor), `${to} จาก${source}: ${opened} รายการ`);
  return { ok: true, items: opened };
}
