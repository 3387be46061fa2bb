import { randomUUID } from "node:crypto";
import { data, redirect, type ServerBuild } from "react-router";
import { databaseUnavailable } from "../app/db/unavailable.server.ts";
import { oldAddressTarget } from "../app/domain/site/redirects.server.ts";
import { AppError, failure, isAppError, type ErrorData } from "../app/lib/app-error.ts";
import { REQUEST_ID_HEADER } from "../app/lib/http.server.ts";
import { log } from "../app/lib/log.server.ts";

/** A loader, action or middleware (their arguments differ; `request` and `context` are read). */
type Handler = (args: any, ...rest: any[]) => unknown;

/** How long a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_S = 30;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Requests whose action the database's absence stopped (their request context, which React
 * Router shares between a request's action and the loaders that run after it): the page then
 * says that nothing was saved, though those loaders' own requests are GETs.
 */
const unsaved = new WeakSet<object>();

/** The 503 of a database away: its Thai message, the request id, and when to try again. */
function databaseAway(error: unknown, request: Request, writing: boolean, logged = false) {
  const requestId = requestIdOf(request);
  // One line, without the stack: an outage is many requests failing the same way.
  if (!logged)
    log().warn(
      {
        reqId: requestId,
        url: request.url,
        reason: error instanceof Error ? error.message : error,
      },
      "database unavailable",
    );
  const refused = failure(writing ? "database.not-saved" : "database.unavailable");
  return {
    body: { code: refused.code, message: refused.message, requestId },
    refused,
    init: {
      status: refused.status,
      headers: { "Retry-After": String(DATABASE_RETRY_AFTER_S), "Cache-Control": "no-store" },
    },
  };
}

/**
 * What a loader, action or middleware throws, as React Router should answer it: an AppError is
 * its status with its code and Thai message; a Response (a redirect, a route's own refusal) is
 * left as it is; a database that cannot be reached or read is a 503 with `Retry-After`
 * (`database.unavailable`, or `database.not-saved` when the request was sending something);
 * anything else is a fault: logged with the request id, answered with a 500 that says nothing of
 * it but that id (an AppError of status 5xx is logged the same way).
 */
export function answerThrown(error: unknown, request: Request, sending = false): unknown {
  if (isAppError(error) && error.status < 500)
    return data<ErrorData>({ code: error.code, message: error.message }, { status: error.status });
  if (error instanceof Response || isRouterData(error) || request.signal.aborted) return error;
  if (databaseUnavailable(error)) {
    const away = databaseAway(error, request, sending || !READS.has(request.method));
    return data<ErrorData>(away.body, away.init);
  }
  const requestId = requestIdOf(request);
  log().error({ err: error, reqId: requestId, url: request.url }, "request failed");
  const failed = isAppError(error) ? error : new AppError("server.failed");
  return data<ErrorData>(
    { code: failed.code, message: failed.message, requestId },
    { status: failed.status },
  );
}

/** The status of what a handler returned: a Response's, or `data(…, { status })`'s. */
function statusOf(answer: unknown): number | undefined {
  if (answer instanceof Response) return answer.status;
  if (!isRouterData(answer)) return undefined;
  return (answer as { init?: { status?: number } | null }).init?.status;
}

function isRouterData(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { type?: unknown }).type === "DataWithResponseInit"
  );
}

function requestIdOf(request: Request): string {
  return request.headers.get(REQUEST_ID_HEADER) ?? randomUUID();
}

/**
 * A page not found at an address the site used to have (an imported WordPress permalink, a
 * renamed page): the permanent redirect to where it is now. Looked up only on a 404, so no page
 * that is found pays for it.
 */
async function oldAddress(error: unknown, request: Request): Promise<Response | null> {
  if (!isAppError(error) || error.status !== 404) return null;
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  try {
    const to = await oldAddressTarget(new URL(request.url));
    return to ? redirect(to, 301) : null;
  } catch (failure) {
    // The 404 stands: a lookup that failed must not turn a missing page into a server error.
    log().error({ err: failure, reqId: requestIdOf(request) }, "old address lookup failed");
    return null;
  }
}

type Args = { request: Request; context?: unknown };
type Kind = "loader" | "action" | "middleware";

/**
 * Submissions whose middleware (the back-office guard, which reads the session) met the database
 * away, with that error. The guard cannot say yes, so nothing of the request runs after it: every
 * later middleware is passed over and every action and loader answers `database.not-saved` at
 * once. An action's answer is returned rather than thrown, so a form sent with JavaScript stays
 * on the page with what was typed in it, as when the action itself met the database away.
 */
const stopped = new WeakMap<object, unknown>();

/** Not-saved, for an action (returned: the form stays) or a loader (thrown: the error page). */
function notSaved(error: unknown, request: Request, kind: Kind, logged = false) {
  const away = databaseAway(error, request, true, logged);
  if (kind === "action")
    return data({ ...away.refused, requestId: away.body.requestId }, away.init);
  throw data<ErrorData>(away.body, away.init);
}

function guarded<F extends Handler | undefined>(handler: F, kind: Kind): F {
  if (!handler) return handler;
  return (async (args: Args, ...rest: unknown[]) => {
    const context = typeof args.context === "object" && args.context !== null ? args.context : {};
    const next = rest[0] as () => Promise<unknown>;
    if (stopped.has(context))
      return kind === "middleware"
        ? next()
        : notSaved(stopped.get(context), args.request, kind, true);
    try {
      const answer = await handler(args, ...rest);
      // An action that answered the database's absence itself (the contact form, with the form
      // as typed): the page drawn after it says that nothing was saved, as below.
      if (kind === "action" && statusOf(answer) === 503) unsaved.add(context);
      return answer;
    } catch (error) {
      const away = databaseUnavailable(error) && !args.request.signal.aborted;
      if (away && kind === "middleware" && !READS.has(args.request.method)) {
        stopped.set(context, error);
        unsaved.add(context);
        databaseAway(error, args.request, true);
        return next();
      }
      if (away && kind === "action") {
        // Returned, not thrown: the form stays on the page with what was typed in it and this
        // message beside it, as for any refusal (a plain form post then meets the loaders, which
        // say that nothing was saved if the database is still away).
        unsaved.add(context);
        return notSaved(error, args.request, kind);
      }
      throw (
        (await oldAddress(error, args.request)) ??
        answerThrown(error, args.request, unsaved.has(context))
      );
    }
  }) as F;
}

const guardedBuilds = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The build with every route's loader, action and middleware guarded by `answerThrown`: the one
 * place where an error thrown below the routes becomes a response.
 */
export function withAppErrors(build: ServerBuild): ServerBuild {
  const known = guardedBuilds.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module = route.module;
    routes[id] = {
      ...route,
      module: {
        ...module,
        loader: guarded(module.loader, "loader"),
        action: guarded(module.action, "action"),
        middleware: module.middleware?.map((middleware) => guarded(middleware, "middleware")),
      } as typeof module,
    };
  }
  const guardedBuild = { ...build, routes };
  guardedBuilds.set(build, guardedBuild);
  return guardedBuild;
}
