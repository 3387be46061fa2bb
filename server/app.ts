import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { Config } from "../app/lib/config.server.ts";
import { CLIENT_IP_HEADER } from "../app/lib/http.server.ts";
import { mediaStorage } from "../app/storage/index.server.ts";
import { serveMedia } from "./media.ts";
import { sameOriginOnly } from "./same-origin.ts";
import { securityHeaders } from "./security-headers.ts";

const YEAR = 60 * 60 * 24 * 365;

/** The Express app: headers, compression, static files, media, then React Router. */
export function createApp(
  cfg: Config,
  options: {
    build: () => Promise<ServerBuild>;
    clientDir: string;
    before?: express.RequestHandler[];
  },
) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", cfg.trustProxy);
  app.use(
    securityHeaders({
      development: cfg.env === "development",
      https: cfg.baseUrl.startsWith("https:"),
    }),
  );
  app.use(compression());

  app.get("/media/*key", serveMedia(mediaStorage));
  for (const middleware of options.before ?? []) app.use(middleware);
  app.use(
    "/assets",
    express.static(path.join(options.clientDir, "assets"), {
      immutable: true,
      maxAge: YEAR * 1000,
    }),
  );
  app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));

  app.use(sameOriginOnly(cfg.baseUrl));
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? "";
    next();
  });
  // app.use, not a route pattern: Express would answer malformed percent-encoding with a bare 400
  // before React Router can show the Thai not-found page.
  app.use(
    createRequestHandler({
      build: options.build,
      mode: cfg.env === "development" ? "development" : "production",
    }),
  );
  return app;
}
