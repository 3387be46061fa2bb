import { data } from "react-router";
import { requireIntent, requireView } from "../guards.server.ts";
import { downloadResponse } from "../responses.server.ts";
import { exportFormat } from "../../domain/contact/contact-export.server.ts";
import { exportSenderMessages, SENDER_ERROR } from "../../domain/contact/contact-privacy.server.ts";
import { formText } from "../../lib/form-data.ts";
import type { Route } from "./+types/messages-privacy-export";
import { actorOf } from "../../lib/http.server.ts";

/** Only a form post exports, so the person's address stays out of URLs and request logs. */
export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  throw data(
    { message: "ใช้ปุ่มส่งออกในหน้าคำขอข้อมูลส่วนบุคคล" },
    { status: 405, headers: { Allow: "POST" } },
  );
}

/** `sender` and `format`: every message from that person as a download. */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await request.formData();
  const user = await requireIntent(args, formText(form, "intent", 50));
  const format = exportFormat(formText(form, "format", 10));
  if (!format) throw data({ message: "คำขอไม่ถูกต้อง" }, 400);
  const file = await exportSenderMessages(
    actorOf(request, user),
    formText(form, "sender", 320),
    format,
  );
  if (!file) throw data({ message: SENDER_ERROR }, 400);
  return downloadResponse(file);
}
