import { randomUUID } from "node:crypto";
import { data, redirect, type ServerBuild } from "react-router";
import { oldAddressTarget } from "../app/domain/site/redirects.server.ts";
import { AppError, isAppError, type ErrorData } from "../app/lib/app-error.ts";
import { REQUEST_ID_HEADER } from "../app/lib/http.server.ts";
import { log } from "../app/lib/log.server.ts";

/** A loader, action or middleware (their arguments differ; only `request` is read here). */
type Handler = (args: any, ...rest: any[]) => unknown;

/**
 * What a loader, action or middleware throws, as React Router should answer it: an AppError is
 * its status with its code and Thai message; a Response (a redirect, a route's own refusal) is
 * left as it is; anything else is a fault: logged with the request id, answered with a 500 that
 * says nothing of it but that id (an AppError of status 5xx is logged the same way).
 */
export function answerThrown(error: unknown, request: Request): unknown {
  if (isAppError(error) && error.status < 500)
    return data<ErrorData>({ code: error.code, message: error.message }, { status: error.status });
  if (error instanceof Response || isRouterData(error) || request.signal.aborted) return error;
  const requestId = requestIdOf(request);
  log().error({ err: error, reqId: requestId, url: request.url }, "request failed");
  const failed = isAppError(error) ? error : new AppError("server.failed");
  return data<ErrorData>(
    { code: failed.code, message: failed.message, requestId },
    { status: failed.status },
  );
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

function guarded<F extends Handler | undefined>(handler: F): F {
  if (!handler) return handler;
  return (async (args: { request: Request }, ...rest: unknown[]) => {
    try {
      return await handler(args, ...rest);
    } catch (error) {
      throw (await oldAddress(error, args.request)) ?? answerThrown(error, args.request);
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
        loader: guarded(module.loader),
        action: guarded(module.action),
        middleware: module.middleware?.map((middleware) => guarded(middleware)),
      } as typeof module,
    };
  }
  const guardedBuild = { ...build, routes };
  guardedBuilds.set(build, guardedBuild);
  return guardedBuild;
}
