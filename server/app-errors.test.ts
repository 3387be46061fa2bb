import { data, redirect, type ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../app/lib/app-error.ts";
import { log } from "../app/lib/log.server.ts";
import { answerThrown, withAppErrors } from "./app-errors.ts";

const request = () =>
  new Request("http://localhost/admin/x", { headers: { "x-request-id": "req-12345678" } });

type Thrown = { type: string; data: Record<string, unknown>; init: { status: number } };

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
});
