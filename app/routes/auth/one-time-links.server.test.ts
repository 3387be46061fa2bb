import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { firstAdminLink } from "../../domain/accounts/accounts.server.ts";
import { loader as setPasswordLoader, action as setPasswordAction } from "./set-password.tsx";
import { loader as setupLoader, action as setupAction } from "./setup.tsx";

type Answer = { data: unknown; init: { status?: number } | null };

const args = (token: string, body?: Record<string, string>) =>
  ({
    params: { token },
    request: new Request(`http://localhost/x/${token}`, {
      method: body ? "POST" : "GET",
      body: body && new URLSearchParams(body),
    }),
  }) as never;

for (const database of testDatabases()) {
  describe(`one-time link pages on ${database.name}`, () => {
    beforeAll(async () => useAsAppDatabase(await database.open()));
    afterAll(() => database.close());

    it("a bogus first-administrator or password link is a 404 that says the link is not valid", async () => {
      for (const load of [setupLoader, setPasswordLoader]) {
        const answer = (await load(args("not-a-token"))) as unknown as Answer;
        expect(answer.init?.status).toBe(404);
        expect(answer.data).toEqual({ valid: false });
      }
      const posted = (await setupAction(
        args("not-a-token", { username: "x", firstName: "x", lastName: "x", password: "x" }),
      )) as unknown as Answer;
      expect(posted.init?.status).toBe(404);
      const password = (await setPasswordAction(
        args("not-a-token", { newPassword: "x", confirmPassword: "x" }),
      )) as unknown as Answer;
      expect(password.init?.status).toBe(404);
    });

    it("a live first-administrator link opens the form", async () => {
      const link = await firstAdminLink();
      const token = link!.split("/setup/")[1]!;
      const answer = (await setupLoader(args(token))) as unknown as Answer;
      expect(answer.init?.status).toBe(200);
      expect(answer.data).toEqual({ valid: true });
    });
  });
}
