import "../../styles/pages/sign-in.css";
import { Form, Link, redirect } from "react-router";
import { signOut } from "../../domain/accounts/auth.server.ts";
import type { Route } from "./+types/signout";
import { requestContext } from "../../lib/http.server.ts";

export async function action({ request }: Route.ActionArgs) {
  const cookie = await signOut(requestContext(request));
  const form = await request.formData().catch(() => new FormData());
  if (form.get("js") === "1")
    return Response.json({ ok: true }, { headers: { "Set-Cookie": cookie } });
  return redirect("/?signedout=1", { headers: { "Set-Cookie": cookie } });
}

export const meta: Route.MetaFunction = () => [
  { title: "ออกจากระบบ" },
  { name: "robots", content: "noindex" },
];

/** Without JavaScript, signing out asks here; with it, a dialog asks in place. */
export default function SignOutPage() {
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1>ออกจากระบบ</h1>
        <p>ต้องการออกจากระบบใช่หรือไม่</p>
        <Form method="post" className="confirm-actions">
          <Link to="/admin/dashboard" className="button button-secondary">
            ยกเลิก
          </Link>
          <button type="submit" className="button">
            ยืนยันออกจากระบบ
          </button>
        </Form>
      </div>
    </main>
  );
}
