import { Outlet, useRouteLoaderData } from "react-router";
import { Footer } from "../../components/footer.tsx";
import { NavBar } from "../../components/nav/nav-bar.tsx";
import { DEFAULT_SETTINGS } from "../../content/site-settings.ts";
import type { RootData } from "../../lib/seo.ts";

/** Public pages: skip link, navigation bar, the page, footer. */
export default function SiteLayout() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const site = root?.site ?? DEFAULT_SETTINGS;
  return (
    <>
      <a href="#main" className="skip-link">
        ข้ามไปยังเนื้อหาหลัก
      </a>
      <NavBar officeName={site.officeName} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer site={site} />
    </>
  );
}
