import { data, Form } from "react-router";
import { z } from "zod";
import {
  DropboxNotConfigured,
  DropboxTokenResult,
} from "../../components/admin/dropbox-token-result.tsx";
import { Notice } from "../../components/admin/notice.tsx";
import { FormField } from "../../components/auth/form-field.tsx";
import { requireIntent, requireView } from "../guards.server.ts";
import {
  dropboxPage,
  exchangePastedCode,
  type DropboxPage,
  type TokenOutcome,
} from "../../domain/media/dropbox-operator.server.ts";
import { failure, type Failure } from "../../lib/app-error.ts";
import { config } from "../../lib/config.server.ts";
import { formText } from "../../lib/form-data.ts";
import type { Route } from "./+types/dropbox-refresh-token";
import { actorOf } from "../../lib/http.server.ts";

const CodeForm = z.object({
  code: z.string().trim().min(1, "กรุณาวางรหัสที่ได้จาก Dropbox").max(2000, "รหัสยาวเกินไป"),
});

export async function loader(args: Route.LoaderArgs) {
  const user = await requireView(args);
  return { page: await dropboxPage(user) };
}

/** A refused form (no Dropbox settings, no code), or the exchange's outcome. */
type ActionResult =
  { refused: Failure; outcome?: never } | { refused?: never; outcome: TokenOutcome };

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await request.formData();
  const user = await requireIntent(args, formText(form, "intent"));
  const refuse = (refused: Failure) => data<ActionResult>({ refused }, refused.status);
  if (!config().dropbox) return refuse(failure("dropbox.not-configured"));
  const parsed = CodeForm.safeParse({ code: form.get("code") ?? "" });
  if (!parsed.success)
    return refuse(
      failure("dropbox.code-invalid", { fields: { code: parsed.error.issues[0]!.message } }),
    );
  // The form was taken: what Dropbox answered, even a refusal, is this page's content (a 200).
  const outcome = await exchangePastedCode(parsed.data.code, actorOf(request, user));
  return data<ActionResult>({ outcome });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => [{ title: "โทเค็น Dropbox | ระบบจัดการเว็บไซต์" }];

const CONNECTION: Record<
  Exclude<DropboxPage, { configured: false }>["connection"]["state"],
  string
> = {
  none: "ยังไม่ได้เชื่อมต่อ: ยังไม่มีโทเค็นที่บันทึกไว้",
  unreadable: "มีโทเค็นที่บันทึกไว้ แต่ถอดรหัสไม่ได้ (SECRET_KEY อาจถูกเปลี่ยน) กรุณาขอโทเค็นใหม่",
  connected: "เชื่อมต่อแล้ว",
};

/**
 * The Dropbox operator utility: open the provider's authorisation page, then either come back
 * through the callback page or paste the code shown there; the token is traded on the server.
 */
export default function DropboxRefreshToken({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const result = actionData;
  const refused = result?.refused;
  return (
    <div className="admin-page">
      <h1>โทเค็น Dropbox</h1>
      {/* A refusal beside the code field is shown there only. */}
      <Notice result={refused && !refused.fields.code ? refused : null} />
      {result?.outcome ? <DropboxTokenResult outcome={result.outcome} /> : null}
      {!page.configured ? (
        <DropboxNotConfigured />
      ) : (
        <>
          <p className="dropbox-connection">
            สถานะ: {CONNECTION[page.connection.state]}
            {page.connection.state === "connected" && page.connection.accountId
              ? ` (บัญชี ${page.connection.accountId})`
              : null}
          </p>
          <section className="admin-section">
            <h2>ขอโทเค็นใหม่</h2>
            <p>เปิดหน้าของ Dropbox แล้วกดอนุญาต Dropbox จะพากลับมาที่เว็บไซต์นี้ และระบบจะบันทึกโทเค็นให้เอง</p>
            <p>
              <a className="button" href={page.authorizeUrl}>
                เปิดหน้าอนุญาตของ Dropbox
              </a>
            </p>
            <p className="hint">
              ที่อยู่นี้ต้องอยู่ในรายการ Redirect URIs ของแอปใน Dropbox App Console:{" "}
              <code>{page.redirectUri}</code>
            </p>
          </section>
          <section className="admin-section">
            <h2>หรือคัดลอกรหัสมาวางเอง</h2>
            <p>
              ถ้า Dropbox ส่งกลับมาที่เว็บไซต์นี้ไม่ได้{" "}
              <a href={page.pasteUrl} target="_blank" rel="noopener noreferrer">
                เปิดหน้าอนุญาตแบบแสดงรหัส (หน้าต่างใหม่)
              </a>{" "}
              แล้วคัดลอกรหัสที่ Dropbox แสดงมาวางที่นี่
            </p>
            <Form method="post" className="stack admin-form">
              <input type="hidden" name="intent" value="exchange" />
              <FormField
                name="code"
                label="รหัสจาก Dropbox"
                autoComplete="off"
                spellCheck={false}
                required
                error={refused?.fields.code}
              />
              <button type="submit" className="button">
                แลกรหัสเป็นโทเค็น
              </button>
            </Form>
          </section>
        </>
      )}
    </div>
  );
}
