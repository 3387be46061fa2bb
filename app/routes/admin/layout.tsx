import "../../styles/pages/admin-layout.css";
import {
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  redirect,
  useRouteLoaderData,
} from "react-router";
import { useState } from "react";
import { RequestId } from "../../components/error-page.tsx";
import { MenuFold } from "../../components/admin/menu-fold.tsx";
import { OneSubmissionAtATime } from "../../components/admin/one-submission.tsx";
import { StaffEvents } from "../../components/admin/staff-events.tsx";
import { ReaderTools } from "../../components/reader-tools.tsx";
import { SessionWatch } from "../../components/auth/session-watch.tsx";
import { SignOutButton } from "../../components/auth/sign-out-button.tsx";
import { signedInStaff } from "../../domain/accounts/auth.server.ts";
import { staffFrom } from "../../domain/accounts/staff-context.server.ts";
import { newMessageCount } from "../../domain/contact/contact-inbox.server.ts";
import { noteExpiredSession } from "../../domain/accounts/session-expiry.server.ts";
import { twoFactorSetupRequired } from "../../domain/accounts/two-factor.server.ts";
import { menuFor } from "../../lib/staff/admin-menu.ts";
import { formatCount } from "../../lib/format.ts";
import { can, ROLE_LABELS } from "../../lib/permissions.ts";
import type { RootData } from "../../lib/seo.ts";
import type { ErrorData } from "../../lib/app-error.ts";
import type { Route } from "./+types/layout";
import { requestContext } from "../../lib/http.server.ts";

const PASSWORD_PAGE = "/admin/account";
const TWO_FACTOR_PAGE = "/admin/account/two-factor";

/** Where a signed-in person must go first: a password to change, or two-factor to switch on. */
async function requiredStep(
  user: NonNullable<Awaited<ReturnType<typeof signedInStaff>>>,
  path: string,
): Promise<string | null> {
  if (user.mustChangePassword)
    return path === PASSWORD_PAGE ? null : `${PASSWORD_PAGE}?required=password`;
  if (await twoFactorSetupRequired(user))
    return path === TWO_FACTOR_PAGE ? null : `${TWO_FACTOR_PAGE}?required=1`;
  return null;
}

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\.data$/, "");
    const client = requestContext(request);
    const user = await signedInStaff(client, context);
    // Anonymous visitors go to sign-in and come back afterwards.
    if (!user) {
      await noteExpiredSession(client);
      throw redirect(`/signin?next=${encodeURIComponent(path + url.search)}`);
    }
    const step = await requiredStep(user, path);
    if (step) throw redirect(step);
    return next();
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const staff = staffFrom(context);
  return {
    staff: { firstName: staff.first_name, lastName: staff.last_name, role: staff.role },
    menu: menuFor(staff),
    /** Live staff events (new contact messages) for those who handle messages. */
    liveEvents: can(staff, "messages.handle"),
    newMessages: can(staff, "messages.handle") ? await newMessageCount() : 0,
  };
}

export const meta: Route.MetaFunction = ({ error }) => [
  { name: "robots", content: "noindex, nofollow" },
  ...(error ? [{ title: `${errorText(error).title} | ระบบจัดการเว็บไซต์` }] : []),
];

type Shell = Awaited<ReturnType<typeof loader>>;

function AdminShell({ shell, children }: { shell: Shell; children: React.ReactNode }) {
  const { staff, menu } = shell;
  // The live count holds until the layout's data is loaded again, which then knows better.
  const [live, setLive] = useState<{ count: number; shell: Shell } | null>(null);
  const newMessages = live?.shell === shell ? live.count : shell.newMessages;
  const root = useRouteLoaderData("root") as RootData | undefined;
  return (
    <div className="admin">
      <a href="#admin-main" className="skip-link">
        ข้ามไปยังเนื้อหาหลัก
      </a>
      <SessionWatch />
      <OneSubmissionAtATime />
      {shell.liveEvents ? <StaffEvents onCount={(count) => setLive({ count, shell })} /> : null}
      <aside className="admin-side">
        <p className="admin-brand">ระบบจัดการเว็บไซต์</p>
        <MenuFold>
          <nav aria-label="เมนูระบบหลังบ้าน">
            {menu.map((group) => (
              <div key={group.label} className="admin-menu-group">
                <h2 className="admin-menu-title">{group.label}</h2>
                <ul role="list">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} end>
                        {link.label}
                        {link.badge === "new-messages" ? (
                          <>
                            {" "}
                            <span
                              className="badge"
                              data-new-messages={newMessages}
                              hidden={newMessages === 0}
                            >
                              {formatCount(newMessages)} ใหม่
                            </span>
                          </>
                        ) : null}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div className="admin-user">
            <p>
              <span className="staff-role">{ROLE_LABELS[staff.role]}</span>
              <br />
              {staff.firstName} {staff.lastName}
            </p>
            <Link to="/">‹ กลับไปหน้าเว็บไซต์</Link>
            <SignOutButton className="admin-sign-out" />
          </div>
          <ReaderTools remember={root?.consent?.functional ?? false} />
        </MenuFold>
      </aside>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** Every back-office page: a side menu by permission, who is signed in, and the content pane. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell shell={loaderData}>
      <Outlet />
    </AdminShell>
  );
}

const ERRORS: Record<number, { title: string; text: string }> = {
  403: {
    title: "ไม่มีสิทธิ์เข้าถึง",
    text: "บัญชีของคุณไม่มีสิทธิ์ใช้งานส่วนนี้ หากจำเป็นต้องใช้ กรุณาติดต่อผู้ดูแลระบบ",
  },
  404: { title: "ไม่พบหน้าที่ต้องการ", text: "หน้านี้ไม่มีอยู่ในระบบหลังบ้าน หรืออาจถูกย้ายไปแล้ว" },
};

function errorText(error: unknown): { title: string; text: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // The database away: its message says that nothing is saved meanwhile (or what was sent was not).
  const said = status === 503 ? (error as { data?: Partial<ErrorData> }).data?.message : undefined;
  if (said) return { title: "ระบบขัดข้องชั่วคราว", text: said };
  return (
    ERRORS[status] ?? {
      title: "Something went wrong.",
      text: "ขออภัย ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง",
    }
  );
}

/** Refusals and missing pages show inside the back-office, with its menu. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<Shell>("routes/admin/layout");
  const known = errorText(error);
  const page = (
    <div className="admin-page">
      <h1>{known.title}</h1>
      <p>{known.text}</p>
      <RequestId error={error} />
      <p>
        <Link to="/admin/dashboard">ไปที่แดชบอร์ด</Link>
      </p>
    </div>
  );
  if (!shell) return <main id="main">{page}</main>;
  return <AdminShell shell={shell}>{page}</AdminShell>;
}
