import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem, addStaff } from "../../../tests/support/fixtures.ts";
import type { Db } from "../../db/client.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { evidenceOf, itaItemsOfYear, itaYears } from "../../db/ita/ita.server.ts";
import { isAppError } from "../../lib/app-error.ts";
import { actorOf } from "../../lib/http.server.ts";
import { addEvidence, openYear, removeEvidence, saveItaItem } from "./ita-admin.server.ts";
import { itaBoard } from "./ita-board.server.ts";
import { itaAddresses, itaItemView, itaYearView } from "./ita-public.server.ts";
import { itemView } from "./ita-office.server.ts";
import { indexItems } from "../search/search-indexing.server.ts";

const actor = (user: StaffUser) => actorOf(new Request("http://localhost/admin/ita"), user);

async function refusal(work: Promise<unknown>): Promise<number | undefined> {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return error.status;
    if (error instanceof Response) return error.status;
    throw error;
  }
  return undefined;
}

for (const database of testDatabases()) {
  describe(`the ITA section on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;
    let staff: StaffUser;
    let o11: number;

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = await addStaff(db, "ita.admin", "admin");
      staff = await addStaff(db, "ita.staff", "staff");
      const saved = await saveItaItem(
        actor(admin),
        { year: 2569 },
        {
          code: "o 11",
          title: "สรุปผลการจัดซื้อจัดจ้างรายเดือน",
          description: "",
          rhythm: "monthly",
          responsibleId: staff.id,
        },
      );
      if (!saved.ok) throw new Error(saved.message);
      o11 = saved.id;
    });
    afterAll(() => database.close());

    it("keeps the year's structure for administrators; a general user is refused and audited", async () => {
      expect(
        await refusal(
          saveItaItem(
            actor(staff),
            { year: 2569 },
            {
              code: "O12",
              title: "x",
              description: "",
              rhythm: "yearly",
              responsibleId: null,
            },
          ),
        ),
      ).toBe(403);
      expect(await refusal(openYear(actor(staff), 2569, 2570))).toBe(403);
      const audit = await db
        .selectFrom("audit_log")
        .select("action")
        .where("action", "=", "permission-denied")
        .execute();
      expect(audit.length).toBeGreaterThanOrEqual(2);
      const clash = await saveItaItem(
        actor(admin),
        { year: 2569 },
        {
          code: "O11",
          title: "ซ้ำ",
          description: "",
          rhythm: "yearly",
          responsibleId: null,
        },
      );
      expect(clash.ok).toBe(false);
      if (!clash.ok) expect(clash.fields.code).toContain("O11");
    });

    it("turns an item from missing to complete when a matching document is published, with no copying", async () => {
      const added = await addEvidence(actor(staff), o11, {
        kind: "documents",
        category: "budget",
        keyword: "สรุปผลการจัดซื้อจัดจ้าง",
        label: "",
      });
      expect(added.ok).toBe(true);
      const today = "2026-05-20";
      expect((await itaBoard(2569, today))[0]!.state).toBe("missing");

      await addItem(db, {
        type: "document",
        subject: "budget",
        title: "สรุปผลการจัดซื้อจัดจ้าง ประจำเดือนเมษายน 2569",
        document_date: "2026-05-05",
        status: "draft",
        published_at: null,
        submitted_at: new Date().toISOString(),
      });
      expect((await itaBoard(2569, today))[0]!.state).toBe("review");
      expect((await itaYearView(2569))!.items[0]!.evidence).toEqual([]);

      await addItem(db, {
        type: "document",
        subject: "budget",
        title: "สรุปผลการจัดซื้อจัดจ้าง ประจำเดือนมีนาคม 2569 (100%_ครบ)",
        document_date: "2026-04-05",
      });
      const [entry] = await itaBoard(2569, today);
      expect(entry!.state).toBe("complete");
      expect(entry!.due).toBe("2026-06-01");
      const view = await itaItemView(2569, "o11");
      expect(view!.canonicalCode).toBe("O11");
      expect(view!.item.evidence[0]!.links.map((l) => l.label)).toEqual([
        "สรุปผลการจัดซื้อจัดจ้าง ประจำเดือนมีนาคม 2569 (100%_ครบ)",
      ]);
      // The XML sitemap lists the section, the year and the item's page offices submit.
      expect(await itaAddresses()).toEqual(["/ita", "/ita/2569", "/ita/2569/O11"]);
    });

    it("reads a phrase's % and _ as themselves", async () => {
      const added = await addEvidence(actor(staff), o11, {
        kind: "documents",
        category: "budget",
        keyword: "100%_",
        label: "",
      });
      expect(added.ok).toBe(true);
      const wild = await addEvidence(actor(staff), o11, {
        kind: "documents",
        category: "budget",
        keyword: "ประจำ%เดือน",
        label: "",
      });
      expect(wild.ok).toBe(true);
      const board = await itaBoard(2569, "2026-05-20");
      const links = board[0]!.evidence.map((e) => e.links.length);
      expect(links).toEqual([2, 1, 0]);
      const rules = await evidenceOf(db, [o11]);
      await removeEvidence(actor(staff), o11, rules[1]!.id);
      await removeEvidence(actor(staff), o11, rules[2]!.id);
    });

    it("refuses evidence that is not an address of the web or of this site", async () => {
      for (const url of [
        "javascript:alert(1)",
        "//evil.example/x",
        "/\\evil.example",
        "data:text/html,<b>x</b>",
        "https://",
        "ftp://files.example/a",
        " ",
      ]) {
        const result = await addEvidence(actor(staff), o11, { kind: "link", url, label: "x" });
        expect(result.ok, url).toBe(false);
        if (!result.ok) expect(result.status).toBe(400);
      }
      const control = await addEvidence(actor(staff), o11, {
        kind: "link",
        url: "https://www.example.go.th/",
        label: "ชื่อ\u0001\u001bแปลก",
      });
      expect(control.ok).toBe(false);
      if (!control.ok) expect(control.fields.label).toBe("มีอักขระที่ใช้ไม่ได้");
      const missingItem = await addEvidence(actor(staff), o11, {
        kind: "item",
        itemId: 999_999,
        label: "",
      });
      expect(missingItem.ok).toBe(false);
      const badList = await addEvidence(actor(staff), o11, {
        kind: "list",
        listPath: "/admin",
        label: "",
      });
      expect(badList.ok).toBe(false);
      const fine = await addEvidence(actor(staff), o11, {
        kind: "link",
        url: "https://www.gprocurement.go.th/",
        label: "ระบบจัดซื้อจัดจ้างภาครัฐ",
      });
      expect(fine.ok).toBe(true);
    });

    it("opens a new year with the last one's items, responsible people and evidence, once", async () => {
      const opened = await openYear(actor(admin), 2569, 2570);
      expect(opened).toEqual({ ok: true, items: 1 });
      expect(await itaYears(db)).toEqual([2570, 2569]);
      const [copy] = await itaItemsOfYear(db, 2570);
      expect(copy).toMatchObject({ code: "O11", rhythm: "monthly", responsible_id: staff.id });
      expect((await evidenceOf(db, [copy!.id])).map((e) => e.kind)).toEqual(["documents", "link"]);
      // Last year's documents are not this year's evidence.
      expect((await itaBoard(2570, "2026-11-20"))[0]!.evidence[0]!.links).toEqual([]);
      const again = await openYear(actor(admin), 2569, 2570);
      expect(again.ok).toBe(false);
      if (!again.ok) expect(again.status).toBe(409);
      const silly = await openYear(actor(admin), 2569, 99_999);
      expect(silly.ok).toBe(false);
      expect((await itaYearView())!.year).toBe(2570);
    });

    it("starts a year from the list that ships with the site, its rules finding documents already in place", async () => {
      await addItem(db, {
        type: "document",
        subject: "plan",
        title: "แผนปฏิบัติราชการ ประจำปีงบประมาณ พ.ศ. 2568",
        document_date: "2025-01-10",
      });
      expect(await refusal(openYear(actor(staff), "standard", 2568))).toBe(403);
      const opened = await openYear(actor(admin), "standard", 2568);
      expect(opened).toEqual({ ok: true, items: 26 });
      const board = await itaBoard(2568, "2025-05-01");
      expect(board.map((b) => b.item.code)).toEqual(
        Array.from({ length: 26 }, (_, i) => `O${i + 1}`),
      );
      const byCode = new Map(board.map((b) => [b.item.code, b]));
      expect(byCode.get("O5")!.state).toBe("complete");
      expect(byCode.get("O4")!.state).toBe("complete");
      expect(byCode.get("O12")!.state).toBe("missing");
      // A page the site does not have is left out of the rules rather than pointed at nothing.
      expect(byCode.get("O1")!.evidence).toEqual([]);

      // What the rule misses, the item's page suggests from the Thai search.
      const report = await addItem(db, {
        type: "document",
        subject: "budget",
        title: "รายงานสรุปผลการจัดซื้อจัดจ้าง ปีงบประมาณ 2568",
        document_date: "2025-02-01",
      });
      await indexItems(db, [report]);
      const o12 = byCode.get("O12")!.item.id;
      const view = await itemView(o12, "");
      expect(view.suggested.map((c) => c.id)).toContain(report);
      const typed = await itemView(o12, "จัดจ้าง  2568");
      expect(typed.suggested).toEqual([]);
      expect(typed.candidates.map((c) => c.id)).toContain(report);
      await addEvidence(actor(staff), o12, { kind: "item", itemId: report, label: "" });
      expect((await itemView(o12, "")).suggested).toEqual([]);

      const nothing = await openYear(actor(admin), 2500 + 60, 2561);
      expect(nothing.ok).toBe(false);
      if (!nothing.ok) expect(nothing.fields.from).toBe("ไม่มีรายการให้คัดลอกจากที่เลือก");
      expect(await itaItemsOfYear(db, 2561)).toEqual([]);
    });
  });
}
