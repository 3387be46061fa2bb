import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ROLE_LABELS } from "../lib/permissions.ts";
import type { StaffUser } from "../db/accounts/users.server.ts";
import { SessionWatch } from "./auth/session-watch.tsx";
import { SignOutButton } from "./auth/sign-out-button.tsx";

/**
 * The red strip signed-in staff see on public pages. Its code loads apart from the page's, so it
 * may come to life after the rest of the page: `data-hydrated` says when (the browser tests wait
 * on it, as on the page's own marker); until then sign-out is the `/signout` page.
 */
export default function StaffStrip({ staff }: { staff: StaffUser }) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (strip.current) strip.current.dataset.hydrated = "true";
  }, []);
  return (
    <div ref={strip} className="staff-strip" role="region" aria-label="แถบเจ้าหน้าที่">
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
