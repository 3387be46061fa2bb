import { icon } from "./icons.ts";
import { linearGradient, PALETTES, rng, softBlobs, svgDocument, textBar } from "./svg.ts";
import { THEMES, type ThemeName } from "./themes.ts";

const W = 1080;
const H = 1620;
const INK = "#334155";
const MUTED = "#cbd5e1";

function card(x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y + 8}" width="${w}" height="${h}" rx="28" fill="#0f172a" fill-opacity="0.06"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="#ffffff"/>`;
}

/** A tall infographic: header, three icon steps, a bar chart, a donut chart and a footer. */
export function infographicSvg(themeName: ThemeName, seed: string): string {
  const theme = THEMES[themeName];
  const p = PALETTES[theme.palette];
  const r = rng(`info:${themeName}:${seed}`);
  const blobs = softBlobs(r, p.soft, W, 600, 3);
  const defs =
    linearGradient("head", p.bg[0], p.bg[1]) +
    linearGradient("bar", p.main, p.bg[1], true) +
    blobs.defs;

  let body = `<rect width="${W}" height="${H}" fill="${p.light}"/>`;
  body += `<path d="M0 0H${W}V380C800 470 300 450 0 400Z" fill="url(#head)"/>${blobs.body}`;
  body += textBar(70, 70, 190, 34, p.accent);
  body += textBar(70, 130, 560, 46, "#ffffff") + textBar(70, 196, 450, 46, "#ffffff");
  body +=
    textBar(70, 272, 400, 20, "rgba(255,255,255,0.75)") +
    textBar(70, 306, 320, 20, "rgba(255,255,255,0.75)");
  body += `<circle cx="850" cy="210" r="150" fill="#ffffff" fill-opacity="0.25"/><circle cx="850" cy="210" r="124" fill="#ffffff"/>`;
  body += icon(theme.icon, 850, 210, 180, p.main, p.accent);

  theme.extras.forEach((name, i) => {
    const y = 470 + i * 175;
    const color = i % 2 ? p.accent : p.main;
    body += card(50, y, 980, 150);
    body += `<circle cx="150" cy="${y + 75}" r="54" fill="${color}"/>${icon(name, 150, y + 75, 64, "#ffffff", i % 2 ? p.main : p.accent)}`;
    body += textBar(240, y + 36, r.range(380, 560), 26, INK);
    body +=
      textBar(240, y + 80, r.range(520, 640), 16, MUTED) +
      textBar(240, y + 108, r.range(300, 460), 16, MUTED);
    body += `<circle cx="960" cy="${y + 75}" r="34" fill="${p.light}" stroke="${color}" stroke-width="4"/>`;
    for (let d = 0; d <= i; d++)
      body += `<circle cx="${960 + (d - i / 2) * 16}" cy="${y + 75}" r="5" fill="${color}"/>`;
  });

  const chartY = 1010;
  body += card(50, chartY, 580, 390) + textBar(90, chartY + 36, 260, 22, INK);
  body += `<path d="M100 ${chartY + 340}H590M100 ${chartY + 90}V${chartY + 340}" stroke="${MUTED}" stroke-width="3"/>`;
  const points: string[] = [];
  for (let i = 0; i < 7; i++) {
    const h = r.range(60, 210);
    const x = 130 + i * 64;
    body += `<rect x="${x}" y="${(chartY + 338 - h).toFixed(0)}" width="40" height="${h.toFixed(0)}" rx="8" fill="url(#bar)"/>`;
    points.push(`${x + 20},${(chartY + 320 - h - 20).toFixed(0)}`);
  }
  body += `<polyline points="${points.join(" ")}" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linejoin="round"/>`;
  body += points
    .map(
      (pt) =>
        `<circle cx="${pt.split(",")[0]}" cy="${pt.split(",")[1]}" r="8" fill="#ffffff" stroke="${p.accent}" stroke-width="4"/>`,
    )
    .join("");

  body += card(660, chartY, 370, 390) + textBar(700, chartY + 36, 180, 22, INK);
  const share = [r.range(0.4, 0.55), r.range(0.2, 0.3)];
  const segments = [share[0]!, share[1]!, 1 - share[0]! - share[1]!];
  const circumference = 2 * Math.PI * 80;
  let offset = 0;
  [p.main, p.accent, MUTED].forEach((color, i) => {
    const len = segments[i]! * circumference;
    body += `<circle cx="845" cy="${chartY + 190}" r="80" fill="none" stroke="${color}" stroke-width="36" stroke-dasharray="${len.toFixed(1)} ${circumference.toFixed(1)}" stroke-dashoffset="${(-offset).toFixed(1)}" transform="rotate(-90 845 ${chartY + 190})"/>`;
    body += `<rect x="710" y="${chartY + 300 + i * 28}" width="18" height="18" rx="4" fill="${color}"/>${textBar(740, chartY + 303 + i * 28, r.range(120, 220), 12, MUTED)}`;
    offset += len;
  });

  body += `<rect y="1440" width="${W}" height="180" fill="${p.main}"/>`;
  (["cross", "heart", "shield", "droplet"] as const).forEach((name, i) => {
    const x = 110 + i * 120;
    body += `<circle cx="${x}" cy="1530" r="42" fill="#ffffff"/>${icon(name, x, 1530, 48, p.main, p.accent)}`;
  });
  body +=
    textBar(600, 1500, 380, 22, "#ffffff") + textBar(600, 1540, 280, 16, "rgba(255,255,255,0.7)");
  return svgDocument(W, H, defs, body);
}
