import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, Request, Response } from "express";
import { ROUTER_REFUSALS } from "../app/lib/status-messages.ts";

/** What a visitor is told when the server refuses a request, by HTTP status. */
const STATUS_MESSAGES = {
  ...ROUTER_REFUSALS,
  413: {
    title: "ข้อมูลที่ส่งมาใหญ่เกินไป",
    message: "ข้อความยาวเกินกว่าที่ระบบรับได้ กรุณาย่อข้อความแล้วส่งใหม่",
  },
  414: {
    title: "ที่อยู่หน้าเว็บยาวเกินไป",
    message: "ที่อยู่ (URL) ยาวเกินกว่าที่ระบบรับได้ กรุณาตรวจลิงก์แล้วลองอีกครั้ง",
  },
  415: {
    title: "รูปแบบข้อมูลไม่ถูกต้อง",
    message: "ระบบรับเฉพาะข้อมูลจากแบบฟอร์มของเว็บไซต์นี้ กรุณาส่งจากแบบฟอร์มอีกครั้ง",
  },
  431: {
    title: "ส่วนหัวของคำขอใหญ่เกินไป",
    message: "กรุณาล้างคุกกี้ของเว็บไซต์นี้ในเบราว์เซอร์แล้วลองอีกครั้ง",
  },
  500: {
    title: "ขออภัย ระบบขัดข้องชั่วคราว",
    message: "กรุณาลองใหม่อีกครั้ง หรือกลับไปที่หน้าหลัก",
  },
} as const;

type RefusedStatus = keyof typeof STATUS_MESSAGES;

/** A small Thai page for a refused request: fixed text, nothing from the request in it. */
export function refusalPage(status: RefusedStatus): string {
  const { title, message } = STATUS_MESSAGES[status];
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${message}</p><p lang="en">${status} ${STATUS_CODES[status]}</p><p><a href="/">กลับหน้าหลัก</a></p></main></body></html>`;
}

/**
 * Answers a request the server will not handle: the Thai page, or JSON `{ ok, message }` for
 * script requests (React Router's `.data` requests, or a client that asks for JSON), as the
 * upload route answers. `reason` goes to the log, never to the visitor.
 */
export function refuse(
  req: Request,
  res: Response,
  status: RefusedStatus,
  reason: string,
  headers: Record<string, string> = {},
): void {
  req.log?.warn({ reason, status }, "request refused");
  res.status(status).set({ "Cache-Control": "no-store", ...headers });
  if (req.path.endsWith(".data") || req.accepts(["html", "json"]) === "json")
    res.json({ ok: false, message: STATUS_MESSAGES[status].message });
  else res.type("text/html; charset=utf-8").send(refusalPage(status));
}

/** The last handler: an error nothing else answered is logged with its request and gets the Thai page. */
export const answerErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  // Express's own refusals (a parameter that is not valid percent-encoding) carry a 4xx status.
  const status = (error as { status?: unknown }).status;
  if (typeof status === "number" && status >= 400 && status < 500 && !res.headersSent)
    return refuse(
      req,
      res,
      status in STATUS_MESSAGES ? (status as RefusedStatus) : 400,
      String(error),
    );
  req.log?.error({ err: error }, "request failed");
  if (res.headersSent) return next(error);
  res.status(500).set("Cache-Control", "no-store").type("text/html; charset=utf-8");
  res.send(refusalPage(500));
};
