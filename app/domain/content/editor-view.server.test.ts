import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { addItem, addStaff, daysAgo } from "../../../tests/support/fixtures.ts";
import { ADMIN_KINDS } from "../../content/admin-kinds.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import type { Db } from "../../db/client.server.ts";
import { replaceAttachedMedia } from "../../db/content/item-editor.server.ts";
import { insertMedia } from "../../db/media/media.server.ts";
import { editorView } from "./editor-view.server.ts";

const file = (kind: "document" | "video", name: string, age: number) => ({
  kind,
  hash: `${kind}-${name}`,
  storage_key: `${kind}s/${name}`,
  original_name: name,
  mime_type: kind === "document" ? "application/pdf" : "video/mp4",
  byte_size: 1000,
  width: null,
  height: null,
  variants: "[]",
  placeholder: null,
  alt: "",
  caption: "",
  credit: "",
  created_at: daysAgo(age),
});

for (const database of testDatabases()) {
  describe(`the editor's media on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;

    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      admin = await addStaff(db, "editor.view.admin", "admin");
    });
    afterAll(() => database.close());

    it("offers the files an item uses however many newer ones the library holds, so a save keeps them", async () => {
      const oldPdf = await insertMedia(db, file("document", "คำสั่งเก่า.pdf", 400));
      const oldVideo = await insertMedia(db, file("video", "คลิปเก่า.mp4", 400));
      for (let n = 0; n < 205; n++) await insertMedia(db, file("document", `ใหม่-${n}.pdf`, 1));
      for (let n = 0; n < 105; n++) await insertMedia(db, file("video", `ใหม่-${n}.mp4`, 1));
      const documents = ADMIN_KINDS.find((k) => k.type === "document")!;
      const multimedia = ADMIN_KINDS.find((k) => k.type === "multimedia")!;
      const order = await addItem(db, { type: "document", subject: "hr", title: "คำสั่งแต่งตั้ง" });
      await replaceAttachedMedia(db, order, "attachment", [oldPdf]);
      const clip = await addItem(db, {
        type: "multimedia",
        title: "คลิปล้างมือ",
        video_media_id: oldVideo,
      });

      const documentView = (await editorView(admin, documents, order))!;
      expect(documentView.attachmentIds).toEqual([oldPdf]);
      expect(documentView.choices.document[0]!.id).toBe(oldPdf);
      expect(documentView.choices.document).toHaveLength(201);
      const videoView = (await editorView(admin, multimedia, clip))!;
      expect(videoView.choices.video.map((v) => v.id)).toContain(oldVideo);
      expect(videoView.choices.video).toHaveLength(101);
      // A new item is offered the newest alone.
      expect((await editorView(admin, documents, null))!.choices.document).toHaveLength(200);
    });
  });
}
