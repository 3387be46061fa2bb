import { Link } from "react-router";
import { ROLE_LABELS } from "../lib/permissions.ts";
import type { StaffUser } from "../db/accounts/users.server.ts";
import { SessionWatch } from "./auth/session-watch.tsx";
import { SignOutButton } from "./auth/sign-out-button.tsx";

/** The red strip signed-in staff see on public pages. */
export default function StaffStrip({ staff }: { staff: StaffUser }) {
  return (
    <div className="staff-strip" role="region" aria-label="แถบเจ้าหน้าที่">
      <SessionWatch />
      <span className="staff-role">{ROLE_LABELS[staff.role]}</span>
      <span className="staff-name" title={`${staff.first_name} ${staff.last_name}`}>
        {staff.first_name} {staff.last_name}
      </span>
      <Link to="/admin/dashboard">ระบบหลังบ้าน</Link>
      <SignOutButton />
    </div>
  );
}
