import { redirect } from "react-router";
import { hitRateLimit } from "../../db/operations/rate-limits.server.ts";
import { db } from "../../db/client.server.ts";
import {
  consentFrom,
  recordConsent,
  type ConsentChoice,
} from "../../domain/contact/consent.server.ts";
import { CLIENT_IP_HEADER } from "../../lib/http.server.ts";
import { safeRedirect } from "../../lib/safe-redirect.ts";
import { escapeXml } from "../../lib/xml.ts";
import type { Route } from "./+types/consent";

const CHOICES: readonly string[] = ["all", "none", "custom"] satisfies ConsentChoice[];
const LIMIT = { hits: 30, windowMs: 10 * 60_000 };

/**
 * A visitor's cookie choice, posted by a plain form: recorded, kept in a strictly necessary
 * cookie, and the visitor sent back to where they were.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const choice = String(form.get("choice") ?? "");
  const back = safeRedirect(form.get("back"), "/");
  if (!CHOICES.includes(choice)) return refusal(400, "ไม่พบตัวเลือกที่ส่งมา กรุณาลองอีกครั้ง", back);
  const address = request.headers.get(CLIENT_IP_HEADER) || "unknown";
  if ((await hitRateLimit(db(), `consent:${address}`, LIMIT.windowMs, new Date())) > LIMIT.hits)
    return refusal(429, "มีการเปลี่ยนการตั้งค่าคุกกี้บ่อยเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง", back);
  const cookie = await recordConsent(
    request.headers.get("cookie"),
    consentFrom(choice as ConsentChoice, form),
  );
  throw redirect(back, { headers: { "Set-Cookie": cookie } });
}

/** A short Thai page for a refused choice (the form posts without script, so no toast). */
function refusal(status: number, message: string, back: string): Response {
  const page = `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>ตั้งค่าคุกกี้ไม่สำเร็จ</title></head><body><main><h1>ตั้งค่าคุกกี้ไม่สำเร็จ</h1><p>${escapeXml(message)}</p><p><a href="${escapeXml(back)}">กลับไปหน้าเดิม</a></p></main></body></html>`;
  return new Response(page, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export function loader() {
  throw redirect("/policy/cookies#cookie-settings");
}
