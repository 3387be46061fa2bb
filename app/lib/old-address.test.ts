import { describe, expect, it } from "vitest";
import { oldAddressKey } from "./old-address.ts";

const key = (address: string) => oldAddressKey(new URL(address, "http://wp.example.go.th"));

describe("old addresses as the redirect table keeps them", () => {
  it("reads paths decoded, without the trailing slash, and ignores their query", () => {
    expect(key("/2024/06/10/%E0%B9%84%E0%B8%82%E0%B9%89/")).toBe("/2024/06/10/ไข้");
    expect(key("/2024/06/10/ไข้?utm_source=line")).toBe("/2024/06/10/ไข้");
    expect(key("/category/health-news//")).toBe("/category/health-news");
    expect(key("/wp-content/uploads/2024/06/a-300x225.jpg")).toBe(
      "/wp-content/uploads/2024/06/a-300x225.jpg",
    );
  });

  it("keeps only WordPress's own query at the root, and nothing for the bare home page", () => {
    expect(key("/?p=12")).toBe("/?p=12");
    expect(key("/?utm=x&page_id=5")).toBe("/?page_id=5");
    expect(key("/")).toBeNull();
    expect(key("/?s=ยุง")).toBeNull();
  });

  it("is null for an address that does not decode", () => {
    expect(key("/%E0%A4")).toBeNull();
  });
});
