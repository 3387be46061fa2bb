import "./styles/fonts.css";
import "./styles/base.css";
import "./styles/status-and-print.css";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/error-page.tsx";
import { NavigationProgress } from "./components/navigation-progress.tsx";
import { NavigationRecovery } from "./components/navigation-recovery.tsx";
import { NotFound } from "./components/not-found.tsx";
import { currentSession } from "./domain/accounts/auth.server.ts";
import { readConsent } from "./domain/contact/consent.server.ts";
import { siteSettings } from "./domain/site/settings.server.ts";
import { pageNonce } from "./lib/csp-nonce.ts";
import { preloadFonts } from "./lib/fonts.ts";
import { SIGN_IN_HERE, type PageHandle } from "./lib/page-handle.ts";
import { pageScriptUrl } from "./lib/page-script.server.ts";
import { READER_SCRIPT } from "./lib/reader.ts";
import type { RootData } from "./lib/seo.ts";
import { requestContext } from "./lib/http.server.ts";
import { keepWordsWhole } from "./lib/whole-words.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [site, session] = await Promise.all([
    siteSettings(context),
    currentSession(requestContext(request)),
  ]);
  return {
    // What every page shows of the settings; meta and JSON-LD read them as written.
    site: {
      ...site,
      officeName: keepWordsWhole(site.officeName),
      address: keepWordsWhole(site.address),
    },
    staff: session?.user ?? null,
    consent: readConsent(request.headers.get("cookie"))?.consent ?? null,
    pageScript: pageScriptUrl(),
  } satisfies RootData;
}

/**
 * Again after a form is sent (a sign-in or out changes who is signed in), unless the database was
 * away (a 503): nothing changed, and reading again would swap the form, and what was typed in it,
 * for the error page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, actionStatus }) =>
  Boolean(formMethod) && actionStatus !== 503;

/**
 * A reader on a page under a route that says `htmlOnly` (the public site's layout) gets its HTML
 * and the page script, without React's (decision 0041); every other page is hydrated and loads
 * that script after. That is decided where the page is made: a hydrated page stays whole when a
 * sign-out leaves a reader.
 * Either way the script marks <html> with `data-ready` once it runs, the marker the browser tests
 * wait on instead of waiting for the network to fall quiet.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const htmlOnlyRoute = useMatches().some((m) => (m.handle as PageHandle | undefined)?.htmlOnly);
  const signingIn = new URLSearchParams(useLocation().search).has(SIGN_IN_HERE);
  const htmlOnly =
    import.meta.env.SSR && Boolean(root && !root.staff) && htmlOnlyRoute && !signingIn;
  const pageScript = root?.pageScript;
  useEffect(() => {
    if (pageScript) void import(/* @vite-ignore */ pageScript);
    else document.documentElement.dataset.ready = "true";
  }, [pageScript]);
  return (
    // The display-settings script sets data-theme and data-text on <html> before React hydrates.
    <html lang="th" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script dangerouslySetInnerHTML={{ __html: READER_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6e4f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {preloadFonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <Meta />
        <Links nonce={pageNonce()} />
        {htmlOnly ? <script type="module" src={pageScript} /> : null}
      </head>
      <body>
        {children}
        {htmlOnly ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <NavigationProgress />
      <NavigationRecovery />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorPage error={error} />;
}
