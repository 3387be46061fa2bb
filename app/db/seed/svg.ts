import sharp from "sharp";

export type Rng = {
  next: () => number;
  range: (min: number, max: number) => number;
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
  shuffle: <T>(list: readonly T[]) => T[];
};

/** Deterministic pseudo-random numbers (mulberry32) seeded from a string. */
export function rng(seed: string): Rng {
  let state = 2166136261;
  for (const ch of seed) state = Math.imul(state ^ ch.codePointAt(0)!, 16777619);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    shuffle: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

export type Palette = {
  /** Two background gradient stops. */
  bg: [string, string];
  main: string;
  accent: string;
  /** A pale tint for light surfaces. */
  light: string;
  /** Colours for blobs and decorations. */
  soft: string[];
};

export const PALETTES = {
  teal: {
    bg: ["#0f766e", "#14b8a6"],
    main: "#0f766e",
    accent: "#f59e0b",
    light: "#ecfdf5",
    soft: ["#5eead4", "#99f6e4", "#fde68a"],
  },
  blue: {
    bg: ["#1d4ed8", "#38bdf8"],
    main: "#1d4ed8",
    accent: "#f43f5e",
    light: "#eff6ff",
    soft: ["#93c5fd", "#bae6fd", "#fecdd3"],
  },
  green: {
    bg: ["#15803d", "#84cc16"],
    main: "#166534",
    accent: "#facc15",
    light: "#f0fdf4",
    soft: ["#bbf7d0", "#d9f99d", "#fef08a"],
  },
  haze: {
    bg: ["#475569", "#f59e0b"],
    main: "#334155",
    accent: "#f97316",
    light: "#f8fafc",
    soft: ["#cbd5e1", "#fed7aa", "#e2e8f0"],
  },
  aqua: {
    bg: ["#0369a1", "#22d3ee"],
    main: "#0369a1",
    accent: "#34d399",
    light: "#ecfeff",
    soft: ["#a5f3fc", "#bae6fd", "#bbf7d0"],
  },
  sunset: {
    bg: ["#c2410c", "#fbbf24"],
    main: "#c2410c",
    accent: "#0ea5e9",
    light: "#fff7ed",
    soft: ["#fed7aa", "#fde68a", "#fecaca"],
  },
  violet: {
    bg: ["#6d28d9", "#ec4899"],
    main: "#6d28d9",
    accent: "#facc15",
    light: "#faf5ff",
    soft: ["#ddd6fe", "#fbcfe8", "#e9d5ff"],
  },
  peach: {
    bg: ["#0d9488", "#fb923c"],
    main: "#0d9488",
    accent: "#e11d48",
    light: "#fff7ed",
    soft: ["#fed7aa", "#99f6e4", "#fecdd3"],
  },
  navy: {
    bg: ["#1e3a8a", "#0d9488"],
    main: "#1e3a8a",
    accent: "#fbbf24",
    light: "#f0f9ff",
    soft: ["#bfdbfe", "#99f6e4", "#fef3c7"],
  },
  gold: {
    bg: ["#92400e", "#eab308"],
    main: "#92400e",
    accent: "#1d4ed8",
    light: "#fefce8",
    soft: ["#fef08a", "#fde68a", "#fed7aa"],
  },
  indigo: {
    bg: ["#3730a3", "#06b6d4"],
    main: "#3730a3",
    accent: "#f97316",
    light: "#eef2ff",
    soft: ["#c7d2fe", "#a5f3fc", "#fed7aa"],
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A radial gradient that fades a colour to transparent: soft blobs without blur filters. */
function glowGradient(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

export function softBlobs(r: Rng, colors: string[], width: number, height: number, count: number) {
  const defs = colors.map((c, i) => glowGradient(`glow${i}`, c, 0.55)).join("");
  let body = "";
  for (let i = 0; i < count; i++) {
    const radius = r.range(0.18, 0.4) * width;
    body += `<circle cx="${r.range(0, width).toFixed(0)}" cy="${r.range(0, height).toFixed(0)}" r="${radius.toFixed(0)}" fill="url(#glow${i % colors.length})"/>`;
  }
  return { defs, body };
}

export function dotGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  gap: number,
  color: string,
) {
  let out = "";
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      out += `<circle cx="${x + i * gap}" cy="${y + j * gap}" r="${(gap / 7).toFixed(1)}" fill="${color}"/>`;
    }
  }
  return out;
}

/** A rounded bar standing in for a line of text, so images need no fonts. */
export function textBar(x: number, y: number, width: number, height: number, color: string) {
  return `<rect x="${x}" y="${y}" width="${width.toFixed(0)}" height="${height}" rx="${height / 2}" fill="${color}"/>`;
}

export async function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
