import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation, useRouteLoaderData, useSearchParams } from "react-router";
import type { RootData } from "../../lib/seo.ts";
import { MESSAGES, notify } from "../../lib/toast.ts";
import { imageUrlFor } from "../picture.tsx";
import { DesktopMenu } from "./desktop-menu.tsx";
import { isMenuMode, type MenuMode } from "./menu.ts";
import { NavAction } from "./nav-action.tsx";

// The search box and the slide-out menu load when first opened, not with every page.
const loadSearchPanel = () => import("./search-panel.tsx");
const loadSlideMenu = () => import("./slide-menu.tsx");
const SearchPanel = lazy(loadSearchPanel);
const SlideMenu = lazy(loadSlideMenu);

const OPEN_STEP_MS = 50;
const CLEAR_TEXT_MS = 200;

/**
 * The navigation bar and its three modes: `normal`, `slide` (the compact slide-out menu) and
 * `search` (a search box with live results). `?menu=` in the address opens a mode directly; any
 * other value shows the invalid-mode toast.
 */
export function NavBar({ officeName }: { officeName: string }) {
  const [mode, setMode] = useState<MenuMode>("normal");
  const [searchVisible, setSearchVisible] = useState(false);
  const [text, setText] = useState("");
  const menuButton = useRef<HTMLAnchorElement>(null);
  const searchButton = useRef<HTMLAnchorElement>(null);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("menu");

  const [seen, setSeen] = useState({ path: "", requested: null as string | null });
  if (seen.path !== location.pathname || seen.requested !== requested) {
    setSeen({ path: location.pathname, requested });
    setMode(requested !== null && isMenuMode(requested) ? requested : "normal");
  }

  useEffect(() => {
    if (requested !== null && !isMenuMode(requested)) notify.error(MESSAGES.invalidMenuMode);
  }, [requested]);

  useEffect(() => {
    const timer =
      mode === "search"
        ? setTimeout(() => setSearchVisible(true), OPEN_STEP_MS)
        : setTimeout(() => setText(""), CLEAR_TEXT_MS);
    return () => clearTimeout(timer);
  }, [mode]);

  const closeSearch = () => {
    setSearchVisible(false);
    setMode("normal");
    searchButton.current?.focus();
  };
  const closeSlide = () => {
    if (mode !== "slide") return;
    setMode("normal");
    menuButton.current?.focus();
  };

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
            ref={searchButton}
            href="/search"
            label="ค้นหา"
            icon="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zm5 11.5 5 5"
            preload={loadSearchPanel}
            onActivate={() => setMode("search")}
          />
          <NavAction
            ref={menuButton}
            href="#site-map"
            label="เมนู"
            icon="M4 6h16M4 12h16M4 18h16"
            className="nav-action menu-button"
            preload={loadSlideMenu}
            onActivate={() => setMode("slide")}
            aria-haspopup="dialog"
            aria-expanded={mode === "slide"}
            aria-controls="slide-menu"
          />
        </div>
        {mode === "search" ? (
          <Suspense fallback={null}>
            <SearchPanel
              visible={searchVisible}
              text={text}
              onText={setText}
              onClose={closeSearch}
            />
          </Suspense>
        ) : null}
      </nav>
      {mode === "slide" ? (
        <Suspense fallback={null}>
          <SlideMenu onClose={closeSlide} />
        </Suspense>
      ) : null}
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
