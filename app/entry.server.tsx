import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { requestSettings } from "./domain/site/settings.server.ts";
import { activeSiteAlert, siteAlertHtml } from "./domain/site/site-alert.server.ts";
import { requestIdOf } from "./lib/app-error.ts";
import { CSP_NONCE_HEADER } from "./lib/csp-nonce.ts";
import { log } from "./lib/log.server.ts";

export const streamTimeout = 5_000;

/**
 * Only real failures are logged: a request the app refuses on purpose (a method a route does not
 * take, a 404) or one the browser gave up on is not a server error, and a fault in a loader or
 * action was logged with its request id already (server/app-errors.ts).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && (error.status < 500 || requestIdOf(error))) return;
  log().error({ err: error, url: request.url }, "request failed");
};

/** The route every public page is drawn in. */
const PUBLIC_LAYOUT = "routes/site/layout";
// The alert goes right after the skip link, which stays the first thing a keyboard reaches.
const SKIP_LINK = Buffer.from('class="skip-link"');
const LINK_END = Buffer.from("</a>");
/** Past this much of a page without its skip link, the page goes out as it is. */
const LOOK_AHEAD = 256 * 1024;

/**
 * Puts `html` right after the public layout's skip link as the page streams out. For the
 * site-wide alert: plain HTML that ships no code to every reader. React leaves it be, as it
 * leaves whatever browser extensions add to <body>: hydrating <body>'s children it passes over
 * elements of a name it does not render (`<site-alert>` is such a name).
 */
function afterSkipLink(html: string | null, final: (callback: () => void) => void): Transform {
  let waiting: Buffer | null = html ? Buffer.alloc(0) : null;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!waiting) return callback(null, chunk);
      const seen = Buffer.concat([waiting, chunk]);
      const skip = seen.indexOf(SKIP_LINK);
      const end = skip === -1 ? -1 : seen.indexOf(LINK_END, skip);
      if (end === -1) {
        waiting = seen.length > LOOK_AHEAD ? null : seen;
        return callback(null, waiting ? undefined : seen);
      }
      waiting = null;
      const at = end + LINK_END.length;
      callback(null, Buffer.concat([seen.subarray(0, at), Buffer.from(html!), seen.subarray(at)]));
    },
    flush(callback) {
      callback(null, waiting ?? undefined);
    },
    final,
  });
}

/**
 * React Router's default Node entry, plus the Content-Security-Policy nonce: `<ServerRouter>`
 * hands it to `<Scripts>`, `<ScrollRestoration>`, `<Links>` and its streaming scripts, and
 * React adds it to its own; and on public pages the site-wide alert while one is on.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
  const isPublic = routerContext.staticHandlerContext.matches.some(
    (match) => match.route.id === PUBLIC_LAYOUT,
  );
  // A page drawn while the database is away (its error page included) goes out without the alert:
  // the failing read is the loaders' to report. Such a page is not kept in the page cache, where
  // it would stand in for the page with the alert (decision 0040).
  const alert = isPublic
    ? await activeSiteAlert(new Date(), requestSettings(loadContext)).catch(() => {
        responseHeaders.set("Cache-Control", "no-store");
        return null;
      })
    : null;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once instead of a stream.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Aborting after streamTimeout leaves React time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = afterSkipLink(alert && siteAlertHtml(alert), (callback) => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; only later ones are logged here.
          if (shellRendered) log().error({ err: error, url: request.url }, "render failed");
        },
      },
    );
  });
}
