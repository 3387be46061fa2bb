import "../../styles/pages/sign-in.css";
import { Link, redirect } from "react-router";
import { SignInForm, SignInTabs } from "../../components/auth/sign-in-form.tsx";
import { AFTER_SIGN_IN, currentSession } from "../../domain/accounts/auth.server.ts";
import { siteSettings } from "../../domain/site/settings.server.ts";
import { safeRedirect } from "../../lib/safe-redirect.ts";
import { SIGN_IN_MESSAGES } from "../../lib/sign-in-messages.ts";
import { loaderMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../domain/site/seo.server.ts";
import type { Route } from "./+types/signin";
import { signInAction } from "./signin-action.server.ts";
import { requestContext } from "../../lib/http.server.ts";
import { keepWordsWhole } from "../../lib/whole-words.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeRedirect(url.searchParams.get("next"), AFTER_SIGN_IN);
  if (await currentSession(requestContext(request))) throw redirect(next);
  const site = await siteSettings(context);
  const seo = await pageSeo(context, {
    title: "เข้าสู่ระบบสำหรับเจ้าหน้าที่",
    description: `เข้าสู่ระบบจัดการเว็บไซต์ของ${site.officeName}`,
    path: "/signin",
    noindex: true,
  });
  return {
    next,
    expired: url.searchParams.has("expired"),
    passwordSet: url.searchParams.get("password") === "set",
    officeName: keepWordsWhole(site.officeName),
    seo,
  };
}

export function action({ request }: Route.ActionArgs) {
  return signInAction(request);
}

/** A throttled attempt says when to try again, also to a form posted without JavaScript. */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta = loaderMeta;

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { next, expired, passwordSet, officeName } = loaderData;
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <p className="auth-office">
          <img src="/favicon.svg" alt="" width="40" height="40" />
          {officeName}
        </p>
        <h1>{SIGN_IN_MESSAGES.heading}</h1>
        {expired ? (
          <p className="form-note" role="status">
            เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่
          </p>
        ) : null}
        {passwordSet ? (
          <p className="form-note" role="status">
            ตั้งรหัสผ่านเรียบร้อยแล้ว เข้าสู่ระบบด้วยรหัสผ่านใหม่ได้เลย
          </p>
        ) : null}
        <SignInTabs />
        <div role="tabpanel" aria-labelledby="tab-sign-in">
          <SignInForm next={next} serverData={actionData} />
        </div>
        <p className="auth-back">
          <Link to="/">‹ กลับหน้าหลักของเว็บไซต์</Link>
        </p>
      </div>
    </main>
  );
}
