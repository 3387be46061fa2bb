import { describe, expect, it } from "vitest";
import { routeLabel } from "./metrics.ts";

describe("the metrics' route labels", () => {
  it("counts a request under its section: a kind's pages, the site's other pages, or the rest", () => {
    expect(routeLabel("/")).toBe("home");
    expect(routeLabel("/news")).toBe("news");
    expect(routeLabel("/news/health/a-story")).toBe("news/:item");
    expect(routeLabel("/multimidia/a-video.data")).toBe("multimidia/:item");
    expect(routeLabel("/about/executives")).toBe("about/:item");
    expect(routeLabel("/search")).toBe("search");
    expect(routeLabel("/contact")).toBe("contact");
    expect(routeLabel("/sitemap")).toBe("sitemap");
    expect(routeLabel("/ita")).toBe("ita");
    expect(routeLabel("/ita/2569")).toBe("ita/:item");
    expect(routeLabel("/ita/2569/O11")).toBe("ita/:item");
    expect(routeLabel("/information-centre")).toBe("information-centre");
    expect(routeLabel("/admin/news/office")).toBe("admin");
    expect(routeLabel("/feeds/news.xml")).toBe("feeds");
    expect(routeLabel("/wp-login.php")).toBe("other");
  });
});
