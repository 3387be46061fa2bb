import { describe, expect, it } from "vitest";
import { downloadResponse, eventStreamResponse } from "./responses.server.ts";

describe("responses the routes make of the domain's plain values", () => {
  it("sends a file as a download under its Thai name, byte for byte and never cached", async () => {
    const response = downloadResponse({
      body: "\uFEFFเลขอ้างอิง\r\n",
      contentType: "text/csv; charset=utf-8",
      fileName: "ข้อความติดต่อ-2026-01-31.csv",
    });
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const disposition = response.headers.get("Content-Disposition")!;
    expect(disposition).toMatch(/^attachment; filename="[^"]+\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("''")[1]!)).toBe("ข้อความติดต่อ-2026-01-31.csv");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const xlsx = downloadResponse({
      body: new Uint8Array([0x50, 0x4b, 3, 4]),
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      fileName: "ITA-2569.xlsx",
    });
    expect(xlsx.headers.get("Content-Disposition")).toBe(
      `attachment; filename="ITA-2569.xlsx"; filename*=UTF-8''ITA-2569.xlsx`,
    );
    expect([...new Uint8Array(await xlsx.arrayBuffer())]).toEqual([0x50, 0x4b, 3, 4]);
  });

  it("sends server-sent events unbuffered and uncached", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("retry: 3000\n\n"));
        controller.close();
      },
    });
    const response = eventStreamResponse(stream);
    expect(Object.fromEntries(response.headers)).toEqual({
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    });
    expect(await response.text()).toBe("retry: 3000\n\n");
  });
});
