import { data, redirect, type ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DatabaseSync } from "node:sqlite";
import { AppError } from "../app/lib/app-error.ts";
import { log } from "../app/lib/log.server.ts";
import { answerThrown, withAppErrors } from "./app-errors.ts";

const request = () =>
  new Request("http://localhost/admin/x", { headers: { "x-request-id": "req-12345678" } });

type Thrown = {
  type: string;
  data: Record<string, unknown>;
  init: { status: number; headers?: Record<string, string> };
};

/** What a guarded handler threw (it must throw). */
async function rejected(run: () => unknown): Promise<Thrown> {
  try {
    await run();
  } catch (error) {
    return error as Thrown;
  }
  throw new Error("did not throw");
}

/** A real driver error of a database that cannot be opened (SQLITE_CANTOPEN). */
function databaseAway(): unknown {
  try {
    new DatabaseSync("/nonexistent-directory/site.db");
  } catch (error) {
    return error;
  }
  throw new Error("opened");
}

describe("what a route throws", () => {
  afterEach(() => vi.restoreAllMocks());

  it("an AppError is its status, code and Thai message, and is not logged", () => {
    const logged = vi.spyOn(log(), "error").mockImplementation(() => undefined);
    const answer = answerThrown(new AppError("auth.forbidden"), request()) as Thrown;
    expect(answer.init.status).toBe(403);
    expect(answer.data).toEqual({ code: "auth.forbidden", message: "คุณไม่มีสิทธิ์ใช้งานส่วนนี้" });
    expect(logged).not.toHaveBeenCalled();
  });

  it("a fault is logged with the request id and becomes a 500 that tells nothing but the id", () => {
    const logged = vi.spyOn(log(), "error").mockImplementation(() => undefined);
    const fault = new Error("SELECT * FROM users: secret detail");
    const answer = answerThrown(fault, request()) as Thrown;
    expect(answer.init.status).toBe(500);
    expect(answer.data).toMatchObject({ code: "server.failed", requestId: "req-12345678" });
    expect(JSON.stringify(answer.data)).not.toContain("secret");
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: fault, reqId: "req-12345678" }),
      "request failed",
    );
  });

  it("a redirect or a route's own response passes as it is", () => {
    const moved = redirect("/signin");
    expect(answerThrown(moved, request())).toBe(moved);
    const own = data({ message: "x" }, { status: 409 });
    expect(answerThrown(own, request())).toBe(own);
  });

  it("every route's loader, action and middleware in the build is guarded, once per build", async () => {
    vi.spyOn(log(), "error").mockImplementation(() => undefined);
    const build = {
      routes: {
        root: {
          id: "root",
          path: "",
          module: {
            loader: () => {
              throw new AppError("page.not-found");
            },
            action: () => {
              throw new Error("boom");
            },
            middleware: [
              () => {
                throw new AppError("request.invalid");
              },
            ],
            default: "component",
          },
        },
      },
    } as unknown as ServerBuild;
    const guarded = withAppErrors(build);
    expect(withAppErrors(build)).toBe(guarded);
    const module = guarded.routes.root!.module;
    expect(module.default).toBe("component");
    const args = { request: request() } as never;
    const thrown = async (run: () => unknown) => {
      try {
        await run();
      } catch (error) {
        return error as Thrown;
      }
      throw new Error("did not throw");
    };
    expect((await thrown(() => module.loader!(args))).init.status).toBe(404);
    expect((await thrown(() => module.action!(args))).init.status).toBe(500);
    expect(
      (await thrown(() => module.middleware![0]!(args, async () => new Response()))).init.status,
    ).toBe(400);
  });

  it("a database that cannot be reached is a 503 with Retry-After, logged as a warning with the request id", () => {
    const warned = vi.spyOn(log(), "warn").mockImplementation(() => undefined);
    const logged = vi.spyOn(log(), "error").mockImplementation(() => undefined);
    const answer = answerThrown(databaseAway(), request()) as Thrown;
    expect(answer.init.status).toBe(503);
    expect(answer.init.headers).toMatchObject({ "Retry-After": "30", "Cache-Control": "no-store" });
    expect(answer.data).toMatchObject({ code: "database.unavailable", requestId: "req-12345678" });
    expect(answer.data.message).toMatch(/ฐานข้อมูลของเว็บไซต์ไม่ตอบสนองชั่วคราว/);
    expect(JSON.stringify(answer.data)).not.toMatch(/open|sqlite/i);
    expect(warned).toHaveBeenCalledWith(
      expect.objectContaining({ reqId: "req-12345678" }),
      "database unavailable",
    );
    expect(logged).not.toHaveBeenCalled();
    const posted = new Request("http://localhost/contact", { method: "POST" });
    expect((answerThrown(databaseAway(), posted) as Thrown).data.code).toBe("database.not-saved");
  });

  it("an action the database's absence stopped returns its refusal, and the page after it says nothing was saved", async () => {
    vi.spyOn(log(), "warn").mockImplementation(() => undefined);
    const away = () => {
      throw databaseAway();
    };
    const build = {
      routes: {
        root: { id: "root", path: "", module: { loader: away, action: away } },
        form: {
          id: "form",
          path: "form",
          module: { action: () => data({ ok: false }, { status: 503 }) },
        },
      },
    } as unknown as ServerBuild;
    const { root, form } = withAppErrors(build).routes;
    const context = {};
    const post = new Request("http://localhost/", { method: "POST" });
    const returned = (await root!.module.action!({ request: post, context } as never)) as Thrown;
    expect(returned.init.status).toBe(503);
    expect(returned.data).toMatchObject({ ok: false, code: "database.not-saved", fields: {} });
    const after = await rejected(() =>
      root!.module.loader!({ request: request(), context } as never),
    );
    expect(after.data.code).toBe("database.not-saved");
    const alone = await rejected(() =>
      root!.module.loader!({ request: request(), context: {} } as never),
    );
    expect(alone.data.code).toBe("database.unavailable");
    // An action that answered the absence itself (the contact form with its values) counts too.
    const own = {};
    await form!.module.action!({ request: post, context: own } as never);
    const page = await rejected(() =>
      root!.module.loader!({ request: request(), context: own } as never),
    );
    expect(page.data.code).toBe("database.not-saved");
  });

  it("a submission whose guard met the database away runs nothing after it, and its form stays", async () => {
    vi.spyOn(log(), "warn").mockImplementation(() => undefined);
    const ran: string[] = [];
    const build = {
      routes: {
        admin: {
          id: "admin",
          path: "admin",
          module: {
            middleware: [
              () => {
                throw databaseAway();
              },
              async (_args: unknown, next: () => Promise<unknown>) => {
                ran.push("later middleware");
                return next();
              },
            ],
            loader: () => ran.push("loader"),
            action: () => ran.push("action"),
          },
        },
      },
    } as unknown as ServerBuild;
    const { admin } = withAppErrors(build).routes;
    const [guard, later] = admin!.module.middleware!;
    const context = {};
    const post = { request: new Request("http://localhost/admin", { method: "POST" }), context };
    const next = vi.fn(async () => new Response("from the handlers"));
    expect(await guard!(post as never, next)).toBeInstanceOf(Response);
    expect(next).toHaveBeenCalledOnce();
    await later!(post as never, next);
    const answered = (await admin!.module.action!(post as never)) as Thrown;
    expect(answered.init.status).toBe(503);
    expect(answered.data).toMatchObject({ ok: false, code: "database.not-saved" });
    const page = await rejected(() =>
      admin!.module.loader!({ request: request(), context } as never),
    );
    expect(page.data.code).toBe("database.not-saved");
    expect(ran, "the guard said no more than that it could not answer").toEqual([]);
    // A page asked for (a GET) is the 503 page at once.
    const get = { request: request(), context: {} };
    expect((await rejected(() => guard!(get as never, next))).data.code).toBe(
      "database.unavailable",
    );
  });
});
