import { icon } from "./icons.ts";
import { dotGrid, linearGradient, PALETTES, rng, softBlobs, svgDocument, textBar } from "./svg.ts";
import { THEMES, type ThemeName } from "./themes.ts";

const W = 1600;
const H = 900;
const CHIP_SLOTS = [
  [300, 240],
  [360, 640],
  [1380, 210],
  [1400, 690],
] as const;

/** A 16:9 cover: gradient, soft blobs, a large icon medallion and smaller icon chips. */
export function coverSvg(
  themeName: ThemeName,
  seed: string,
  options: { video?: boolean } = {},
): string {
  const theme = THEMES[themeName];
  const palette = PALETTES[theme.palette];
  const r = rng(`${themeName}:${seed}`);
  const blobs = softBlobs(r, palette.soft, W, H, 5);
  const defs = linearGradient("bg", palette.bg[0], palette.bg[1]) + blobs.defs;

  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>${blobs.body}`;
  for (let i = 0; i < 2; i++) {
    body += `<circle cx="${r.range(200, 1400).toFixed(0)}" cy="${r.range(100, 800).toFixed(0)}" r="${r.range(220, 420).toFixed(0)}" fill="none" stroke="#ffffff" stroke-opacity="0.16" stroke-width="${r.int(2, 6)}"/>`;
  }
  const gridX = r.pick([60, 1240]);
  body += dotGrid(gridX, r.pick([60, 600]), 7, 5, 44, "rgba(255,255,255,0.35)");
  const waveY = r.range(700, 780);
  body += `<path d="M0 ${waveY} C400 ${waveY - 120} 800 ${waveY + 110} ${W} ${waveY - 40} V${H} H0z" fill="#ffffff" fill-opacity="0.12"/>`;
  body += `<path d="M0 ${waveY + 60} C500 ${waveY + 150} 1000 ${waveY - 40} ${W} ${waveY + 70} V${H} H0z" fill="#ffffff" fill-opacity="0.1"/>`;

  for (let i = 0; i < 7; i++) {
    body += icon(
      "cross",
      r.range(80, 1520),
      r.range(60, 840),
      r.range(18, 40),
      "rgba(255,255,255,0.45)",
      "",
      r.range(-20, 20),
    );
  }

  const cx = r.range(760, 860);
  const cy = r.range(420, 470);
  body += `<circle cx="${cx + 14}" cy="${cy + 22}" r="270" fill="#000000" fill-opacity="0.14"/>`;
  body += `<circle cx="${cx}" cy="${cy}" r="270" fill="#ffffff"/>`;
  body += `<circle cx="${cx}" cy="${cy}" r="228" fill="${palette.light}"/>`;
  body += icon(theme.icon, cx, cy, 300, palette.main, palette.accent);

  const slots = r.shuffle(CHIP_SLOTS).slice(0, 3);
  slots.forEach(([x, y], i) => {
    const size = r.range(150, 190);
    const tilt = r.range(-10, 10);
    body += `<g transform="rotate(${tilt.toFixed(1)} ${x} ${y})"><rect x="${x - size / 2 + 8}" y="${y - size / 2 + 12}" width="${size}" height="${size}" rx="36" fill="#000000" fill-opacity="0.12"/><rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="36" fill="#ffffff" fill-opacity="0.94"/>${icon(theme.extras[i % theme.extras.length]!, x, y, size * 0.6, palette.main, palette.accent)}</g>`;
  });

  if (options.video) {
    body += `<rect x="0" y="${H - 90}" width="${W}" height="90" fill="#000000" fill-opacity="0.35"/>`;
    body += textBar(60, H - 52, W - 120, 12, "rgba(255,255,255,0.35)");
    body += textBar(60, H - 52, r.range(300, 900), 12, palette.accent);
    body += icon("play", cx - 200, cy + 180, 170, "rgba(0,0,0,0.6)", "#ffffff");
  }
  return svgDocument(W, H, defs, body);
}
