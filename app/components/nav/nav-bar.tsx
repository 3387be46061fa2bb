import { Link, useRouteLoaderData, useSearchParams } from "react-router";
import { isMenuMode } from "../../lib/menu-modes.ts";
import type { RootData } from "../../lib/seo.ts";
import { imageUrlFor } from "../picture.tsx";
import { DesktopMenu } from "./desktop-menu.tsx";
import { NavAction } from "./nav-action.tsx";
import { SearchPanel } from "./search-panel.tsx";
import { SlideMenu } from "./slide-menu.tsx";

/**
 * The navigation bar and its three modes: `normal`, `slide` (the compact slide-out menu) and
 * `search` (a search box with live results). The markup of all three comes with the page; the
 * public pages' script switches between them (`enhance/nav-modes.ts`), and without it the two
 * actions are links to the search page and the footer's site map. `?menu=` in the address opens
 * a mode directly.
 */
export function NavBar({ officeName }: { officeName: string }) {
  const requested = useSearchParams()[0].get("menu");
  const mode = requested !== null && isMenuMode(requested) ? requested : "normal";
  return (
    <header className="site-header" data-menu-mode={mode}>
      <nav className="nav-bar" aria-label="เมนูหลัก">
        <Link to="/" className="brand">
          <BrandMark />
          <span>{officeName}</span>
        </Link>
        <div className="nav-normal" hidden={mode === "search"}>
          <DesktopMenu />
          <NavAction
            href="/search"
            label="ค้นหา"
            icon="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zm5 11.5 5 5"
            mode="search"
          />
          <NavAction
            href="#site-map"
            label="เมนู"
            icon="M4 6h16M4 12h16M4 18h16"
            className="nav-action menu-button"
            mode="slide"
            aria-haspopup="dialog"
            aria-expanded={false}
            aria-controls="slide-menu"
          />
        </div>
        <SearchPanel open={mode === "search"} />
      </nav>
      <SlideMenu />
    </header>
  );
}

const MARK_HEIGHT = 44;

/** The office's logo from the site settings, 44 px high; the site's own mark when none is set. */
function BrandMark() {
  const logo = (useRouteLoaderData("root") as RootData | undefined)?.site.logo;
  if (!logo?.height) {
    return <img src="/favicon.svg" alt="" width={MARK_HEIGHT} height={MARK_HEIGHT} />;
  }
  const width = Math.round((logo.width / logo.height) * MARK_HEIGHT);
  return <img src={imageUrlFor(logo, 640)} alt={logo.alt} width={width} height={MARK_HEIGHT} />;
}
