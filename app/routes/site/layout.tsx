import "../../styles/pages/site-layout.css";
import { lazy, Suspense } from "react";
import { Outlet, useMatches, useRouteLoaderData } from "react-router";
import { ConsentBanner } from "../../components/consent-banner.tsx";
import { Footer } from "../../components/footer.tsx";
import { NavBar } from "../../components/nav/nav-bar.tsx";
import { ReaderTools } from "../../components/reader-tools.tsx";
import { HTML_ONLY } from "../../lib/page-handle.ts";
import type { RootData } from "../../lib/seo.ts";

const StaffStrip = lazy(() => import("../../components/staff-strip.tsx"));

/** A reader gets every public page as HTML and the page script (decision 0041). */
export const handle = HTML_ONLY;

/**
 * Public pages: skip link, the cookie question until answered, the staff strip for signed-in
 * staff, display settings, navigation bar, the page, footer.
 */
export default function SiteLayout() {
  // The root's data is there whenever this layout renders: a failing root shows its own error page.
  const { site, staff, consent } = useRouteLoaderData("root") as RootData;
  // The page landed on, whose readings a reader's browser sends (`enhance/field-data.ts`).
  const landed = useMatches().at(-1)?.id;
  return (
    <>
      <a href="#main" className="skip-link">
        ข้ามไปยังเนื้อหาหลัก
      </a>
      {consent ? null : <ConsentBanner />}
      {staff ? (
        <Suspense fallback={<div className="staff-strip" />}>
          <StaffStrip staff={staff} />
        </Suspense>
      ) : null}
      <aside className="reader-bar" aria-label="การแสดงผล">
        <ReaderTools remember={consent?.functional ?? false} />
      </aside>
      <NavBar officeName={site.officeName} />
      <main id="main" tabIndex={-1} data-vitals-route={staff ? undefined : landed}>
        <Outlet />
      </main>
      <Footer site={site} />
    </>
  );
}
