import { Link, NavLink, Outlet } from "react-router";
import { SessionWatch } from "../../components/auth/session-watch.tsx";
import { SignOutButton } from "../../components/auth/sign-out-button.tsx";
import { requireStaff, staffFrom } from "../../domain/auth.server.ts";
import { ROLE_LABELS } from "../../lib/permissions.ts";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await requireStaff(request, context);
    return next();
  },
];

export function loader({ context }: Route.LoaderArgs) {
  const staff = staffFrom(context);
  return { staff: { firstName: staff.first_name, lastName: staff.last_name, role: staff.role } };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** Every back-office page: a side menu, who is signed in, and the content pane. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { staff } = loaderData;
  return (
    <div className="admin">
      <a href="#admin-main" className="skip-link">
        ข้ามไปยังเนื้อหาหลัก
      </a>
      <SessionWatch />
      <aside className="admin-side">
        <p className="admin-brand">ระบบจัดการเว็บไซต์</p>
        <nav aria-label="เมนูระบบหลังบ้าน">
          <ul role="list">
            <li>
              <NavLink to="/admin/dashboard">แดชบอร์ด</NavLink>
            </li>
          </ul>
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
      </aside>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
