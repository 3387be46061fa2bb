import { describe, expect, it } from "vitest";
import { ITA_LIST_STARTERS } from "../../content/ita-list-starters.ts";
import {
  entryField,
  formValuesOf,
  groupField,
  type EntryRow,
  type GroupRow,
} from "../../content/ita-list-form.ts";
import { checkListForm, readListForm } from "./ita-list-form.server.ts";

/** The form as a browser posts it, empty rows included. */
function formOf(rows: GroupRow[], blank = true): FormData {
  const form = new FormData();
  form.set("intent", "save");
  const groups = blank ? [...rows, group("", [])] : rows;
  groups.forEach((g, i) => {
    form.set(groupField(i, "title"), g.title);
    form.set(groupField(i, "basis"), g.basis);
    form.set(groupField(i, "order"), g.order);
    if (g.remove) form.set(groupField(i, "remove"), "on");
    const entries = blank ? [...g.entries, entry(""), entry("")] : g.entries;
    entries.forEach((e, j) => {
      form.set(entryField(i, j, "label"), e.label);
      form.set(entryField(i, j, "source"), e.source);
      form.set(entryField(i, j, "url"), e.url);
      form.set(entryField(i, j, "order"), e.order);
      if (e.remove) form.set(entryField(i, j, "remove"), "on");
    });
  });
  return form;
}

const entry = (source: string, label = "", more: Partial<EntryRow> = {}): EntryRow => ({
  label,
  source,
  url: "",
  order: "",
  remove: false,
  ...more,
});
const group = (title: string, entries: EntryRow[], more: Partial<GroupRow> = {}): GroupRow => ({
  title,
  basis: "",
  order: "",
  remove: false,
  entries,
  ...more,
});

const fieldsOf = (list: "self-check" | "information-centre", rows: GroupRow[]) => {
  const result = checkListForm(list, readListForm(formOf(rows)));
  return result.ok ? {} : result.fields;
};

describe("the ITA lists' form", () => {
  it("reads each starter set back as it was, empty rows left out", () => {
    for (const list of ["self-check", "information-centre"] as const) {
      const rows = formValuesOf(ITA_LIST_STARTERS[list]);
      expect(readListForm(formOf(rows))).toEqual(rows);
      expect(checkListForm(list, rows)).toEqual({ ok: true, groups: ITA_LIST_STARTERS[list] });
    }
  });

  it("orders by the numbers typed, removes what is ticked and cleans what is typed", () => {
    const result = checkListForm("self-check", [
      group("สอง", [entry("https", "", { order: "2" }), entry("site-map", "", { order: "1" })], {
        order: "2",
      }),
      group(" หนึ่ง\u202E\t ใหม่ ", [entry("contact-form")], { order: "1", basis: "มาตรา 7" }),
      group("ออก", [entry("nothing-like-this")], { remove: true }),
      group("คงไว้", [entry("https"), entry("nothing", "", { remove: true })]),
    ]);
    expect(result).toEqual({
      ok: true,
      groups: [
        {
          title: "หนึ่ง ใหม่",
          basis: "มาตรา 7",
          entries: [{ label: "", source: { kind: "contact-form" } }],
        },
        {
          title: "สอง",
          basis: "",
          entries: [
            { label: "", source: { kind: "site-map" } },
            { label: "", source: { kind: "https" } },
          ],
        },
        { title: "คงไว้", basis: "", entries: [{ label: "", source: { kind: "https" } }] },
      ],
    });
  });

  it("takes only the sources the list knows, never code or an address of the office's own", () => {
    expect(
      fieldsOf("self-check", [
        group("หมวด", [
          entry("", "มีชื่อแต่ยังไม่เลือกแหล่งข้อมูล"),
          entry("javascript:alert(1)"),
          entry("about-page:../../admin"),
          entry("documents-year:secret"),
          entry("content-kind:page"),
          entry("link", "ลิงก์", { url: "https://example.go.th" }),
          entry("content-kind:news"),
          entry("about-page:ประวัติ-สำนักงาน"),
          entry("https", "", { url: "https://example.go.th" }),
        ]),
      ]),
    ).toEqual({
      "g0-e0-source": "กรุณาเลือกแหล่งข้อมูลของรายการ",
      "g0-e1-source": "แหล่งข้อมูลนี้ใช้ไม่ได้ กรุณาเลือกจากรายการ",
      "g0-e2-source": "แหล่งข้อมูลนี้ใช้ไม่ได้ กรุณาเลือกจากรายการ",
      "g0-e3-source": "แหล่งข้อมูลนี้ใช้ไม่ได้ กรุณาเลือกจากรายการ",
      "g0-e4-source": "แหล่งข้อมูลนี้ใช้ไม่ได้ กรุณาเลือกจากรายการ",
      "g0-e5-source": "แหล่งข้อมูลนี้ใช้ไม่ได้ กรุณาเลือกจากรายการ",
      "g0-e5-url": "ใส่ลิงก์ได้เฉพาะรายการที่เลือกแหล่งข้อมูลเป็นลิงก์ภายนอก",
      "g0-e8-url": "ใส่ลิงก์ได้เฉพาะรายการที่เลือกแหล่งข้อมูลเป็นลิงก์ภายนอก",
    });
    const link = (url: string, label = "ระบบจัดซื้อ") => entry("link", label, { url });
    expect(
      fieldsOf("information-centre", [
        group("หมวด", [
          link("javascript:alert(1)"),
          link("data:text/html,<script>alert(1)</script>"),
          link("/admin/users"),
          link("https://"),
          link("https://www.gprocurement.go.th", ""),
          link("https://www.gprocurement.go.th/new_index.html"),
          entry("documents:plan"),
          entry("documents:plan"),
        ]),
      ]),
    ).toEqual({
      "g0-e0-url": expect.stringMatching(/^ลิงก์ต้องขึ้นต้นด้วย https:\/\//),
      "g0-e1-url": expect.stringMatching(/^ลิงก์ต้องขึ้นต้นด้วย/),
      "g0-e2-url": expect.stringMatching(/^ลิงก์ต้องขึ้นต้นด้วย/),
      "g0-e3-url": expect.stringMatching(/^ลิงก์ต้องขึ้นต้นด้วย/),
      "g0-e4-label": "กรุณาระบุชื่อที่แสดงของลิงก์",
      "g0-e7-source": "ซ้ำกับรายการที่ 7 ของหมวดนี้",
    });
  });

  it("bounds the list: groups, entries, texts and position numbers, in Thai", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(fieldsOf("self-check", [])).toEqual({ form: "ต้องมีอย่างน้อยหนึ่งหมวด" });
    const tooMany = many(21).map((i) => group(`หมวด ${i}`, [entry("https")]));
    expect(checkListForm("self-check", tooMany)).toMatchObject({
      ok: false,
      code: "ita.invalid",
      status: 400,
      fields: { form: "มีได้ไม่เกิน 20 หมวด" },
    });
    const long = "ก".repeat(201);
    expect(
      fieldsOf("information-centre", [
        group(long, [entry("documents:plan", long)], { basis: long, order: "ที่หนึ่ง" }),
        group("", [entry("documents:budget", "", { order: "0" })]),
        group("ว่าง", [entry("documents:basic", "", { remove: true })]),
        group(
          "มากไป",
          many(41).map((i) => entry("link", `ลิงก์ ${i}`, { url: `https://a${i}.go.th` })),
        ),
      ]),
    ).toEqual({
      "g0-title": "ชื่อหมวดยาวได้ไม่เกิน 200 ตัวอักษร",
      "g0-basis": "หลักเกณฑ์ยาวได้ไม่เกิน 200 ตัวอักษร",
      "g0-order": "ลำดับต้องเป็นตัวเลข 1 ถึง 999",
      "g0-e0-label": "ชื่อรายการยาวได้ไม่เกิน 200 ตัวอักษร",
      "g1-title": "กรุณาระบุชื่อหมวด",
      "g1-e0-order": "ลำดับต้องเป็นตัวเลข 1 ถึง 999",
      "g2-title": "หมวดต้องมีอย่างน้อยหนึ่งรายการ",
      "g3-title": "หมวดหนึ่งมีได้ไม่เกิน 40 รายการ",
    });
    // The refusal says how many problems there are.
    expect(checkListForm("self-check", [group("", [])])).toMatchObject({
      message: "ยังไม่ได้บันทึก มีข้อผิดพลาด 1 จุด กรุณาแก้ไขตามที่ระบุ",
    });
  });
});
