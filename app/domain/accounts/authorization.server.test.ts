import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMessage } from "../../../tests/support/contact-fixtures.ts";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addImage, addItem, addStaff } from "../../../tests/support/fixtures.ts";
import { kindByKey } from "../../content/admin-kinds.ts";
import { editorInput } from "../../content/editor-fields.ts";
import { CONTENT_PERMISSIONS } from "../../content/permission-names.ts";
import type { Db } from "../../db/client.server.ts";
import { findMedia } from "../../db/media/media.server.ts";
import type { Database } from "../../db/schema.ts";
import { SITE_SETTINGS } from "../../db/seed/settings-data.ts";
import { findAccount, type StaffUser } from "../../db/accounts/users.server.ts";
import type { Permission } from "../../lib/permissions.ts";
import {
  createStaffAccount,
  editAccount,
  resetPassword,
  resetTwoFactor,
  setAccountDisabled,
} from "./account-admin.server.ts";
import type { Actor } from "./authorize.server.ts";
import { exportInbox } from "../contact/contact-export.server.ts";
import { changeHandling, deleteMessage } from "../contact/contact-handling.server.ts";
import { openMessage } from "../contact/contact-inbox.server.ts";
import {
  deleteSenderMessages,
  exportSenderMessages,
  findSenderMessages,
} from "../contact/contact-privacy.server.ts";
import { saveMessageRetention } from "../contact/contact-retention.server.ts";
import { bulkRequest } from "../content/content-list.server.ts";
import { saveItem } from "../content/item-editor.server.ts";
import { exchangeCallback, exchangePastedCode } from "../media/dropbox-operator.server.ts";
import { removeCaptions, saveCaptions } from "../media/media-captions.server.ts";
import { deleteMedia, saveDetails } from "../media/media-library.server.ts";
import { createPreviewLink } from "../content/previews.server.ts";
import { saveRevisionRetention } from "../content/revision-retention.server.ts";
import { saveSecuritySettings } from "./security-settings.server.ts";
import { saveSiteSettings } from "../site/settings.server.ts";
import { formValuesOf } from "../site/site-settings-form.server.ts";
import { actorOf } from "../../lib/http.server.ts";

/** Every table but the audit log, which a refusal is meant to change. */
const TABLES = [
  "users",
  "media",
  "items",
  "item_media",
  "settings",
  "sessions",
  "setup_tokens",
  "user_totp",
  "recovery_codes",
  "jobs",
  "item_revisions",
  "item_previews",
  "contact_messages",
  "contact_message_events",
] as const satisfies readonly (keyof Database)[];

async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of TABLES)
    rows[table] = (await db.selectFrom(table).selectAll().execute())
      .map((row) => JSON.stringify(row))
      .sort();
  return rows;
}

type Operation = [name: string, permission: Permission, run: (actor: Actor) => Promise<unknown>];

for (const database of testDatabases()) {
  describe(`domain operations check the acting user on ${database.name}`, () => {
    let db: Db;
    let staff: StaffUser;
    let account: NonNullable<Awaited<ReturnType<typeof findAccount>>>;
    let mediaId: number;
    let messageId: number;
    let itemId: number;
    const as = (user: StaffUser): Actor =>
      actorOf(new Request("http://localhost/admin/operation", { method: "POST" }), user);
    const media = async () => (await findMedia(db, mediaId))!;
    const denials = () =>
      db
        .selectFrom("audit_log")
        .select(["username", "detail"])
        .where("action", "=", "permission-denied")
        .orderBy("id")
        .execute();

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      staff = await addStaff(db, "authz.staff", "staff");
      account = (await findAccount(db, (await addStaff(db, "authz.target", "staff")).id))!;
      mediaId = await addImage(db, "ภาพที่ไม่มีใครใช้");
      messageId = await addMessage(db, { email: "sender@example.com" });
      itemId = await addItem(db, { type: "news", subject: "health", title: "ข่าวสำหรับทดสอบสิทธิ์" });
    });
    afterAll(() => database.close());

    const REFUSED: Operation[] = [
      ["deleteMedia", "content.delete", async (a) => deleteMedia(a, await media())],
      ["deleteMessage", "messages.delete", (a) => deleteMessage(a, messageId, "ลบ")],
      ["findSenderMessages", "messages.delete", (a) => findSenderMessages(a, "sender@example.com")],
      [
        "deleteSenderMessages",
        "messages.delete",
        (a) => deleteSenderMessages(a, "sender@example.com", "ลบ"),
      ],
      ["saveMessageRetention", "messages.delete", (a) => saveMessageRetention(a, "30")],
      [
        "exportSenderMessages",
        "messages.export",
        (a) => exportSenderMessages(a, "sender@example.com", "csv"),
      ],
      [
        "exportInbox",
        "messages.export",
        (a) => exportInbox(a, { q: "", status: "", topic: "" }, "csv"),
      ],
      ["saveRevisionRetention", "settings.manage", (a) => saveRevisionRetention(a, "30")],
      [
        "saveSiteSettings",
        "settings.manage",
        (a) => saveSiteSettings(a, { ...formValuesOf(SITE_SETTINGS), officeName: "สำนักงานปลอม" }),
      ],
      [
        "saveSecuritySettings",
        "settings.manage",
        (a) => saveSecuritySettings(a, { staffCanPublish: true, requireTotpForAdmins: false }),
      ],
      [
        "createStaffAccount",
        "users.manage",
        (a) =>
          createStaffAccount(a, {
            username: "authz.created",
            firstName: "สร้าง",
            lastName: "โดยไม่มีสิทธิ์",
            role: "admin",
            method: "link",
          }),
      ],
      [
        "editAccount",
        "users.manage",
        (a) => editAccount(a, account, { firstName: "แก้", lastName: "ชื่อ", role: "admin" }),
      ],
      ["setAccountDisabled", "users.manage", (a) => setAccountDisabled(a, account, true)],
      ["resetPassword", "users.manage", (a) => resetPassword(a, account, { method: "link" })],
      ["resetTwoFactor", "users.manage", (a) => resetTwoFactor(a, account)],
      // The kind's own declaration decides, not a fixed permission: one declaring a stricter one.
      [
        "saveItem",
        "users.manage",
        (a) =>
          saveItem(
            a,
            {
              ...kindByKey("news_health")!,
              permissions: { ...CONTENT_PERMISSIONS, write: "users.manage" },
            },
            null,
            editorInput(new FormData()),
          ),
      ],
      ["exchangePastedCode", "storage.manage", (a) => exchangePastedCode("code", a)],
      [
        "exchangeCallback",
        "storage.manage",
        (a) =>
          exchangeCallback(
            a,
            new URL("http://localhost/admin/dropbox/callback?code=x").searchParams,
          ),
      ],
    ];

    for (const [name, permission, run] of REFUSED) {
      it(`${name} refuses a general user (${permission}), changes nothing and audits it`, async () => {
        const before = await snapshot(db);
        const denied = (await denials()).length;
        await expect(run(as(staff))).rejects.toMatchObject({ status: 403, code: "auth.forbidden" });
        expect(await snapshot(db)).toEqual(before);
        const entries = await denials();
        expect(entries).toHaveLength(denied + 1);
        expect(entries.at(-1)).toMatchObject({ username: "authz.staff" });
        expect(entries.at(-1)!.detail).toMatch(new RegExp(`^${permission.replace(".", "\\.")} `));
      });
    }

    it("a bulk step the general user may not take is refused per step, audited", async () => {
      const before = await snapshot(db);
      const reply = await bulkRequest(as(staff), kindByKey("news_health")!, {
        action: "trash",
        picks: [`${itemId}:1`],
        confirmed: true,
      });
      expect(reply).toMatchObject({ step: "refused", status: 403 });
      expect(await snapshot(db)).toEqual(before);
      expect((await denials()).at(-1)!.detail).toMatch(/^content\.delete .*bulk-trash$/);
    });

    // General users hold these by policy: the same checks let them through.
    const PERMITTED: Operation[] = [
      [
        "saveDetails",
        "content.write",
        async (a) =>
          saveDetails(a, await media(), {
            alt: "ภาพทดสอบ",
            caption: "",
            credit: "",
            focalX: "50",
            focalY: "50",
          }),
      ],
      ["saveCaptions", "content.write", async (a) => saveCaptions(a, await media(), null)],
      ["removeCaptions", "content.write", async (a) => removeCaptions(a, await media())],
      ["createPreviewLink", "content.write", (a) => createPreviewLink(a, itemId)],
      [
        "changeHandling",
        "messages.handle",
        (a) => changeHandling(a, messageId, { status: "in_progress", assigneeId: "", note: "" }),
      ],
      ["openMessage", "messages.handle", (a) => openMessage(a, messageId)],
    ];

    for (const [name, permission, run] of PERMITTED) {
      it(`${name} lets a general user through (${permission})`, async () => {
        const denied = (await denials()).length;
        await run(as(staff));
        expect(await denials()).toHaveLength(denied);
      });
    }
  });
}
