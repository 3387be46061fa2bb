import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
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

/**
 * React Router's default Node entry, plus the Content-Security-Policy nonce: `<ServerRouter>`
 * hands it to `<Scripts>`, `<ScrollRestoration>`, `<Links>` and its streaming scripts, and
 * React adds it to its own.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;

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
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
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
