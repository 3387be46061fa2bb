import { icon, type IconName } from "./icons.ts";
import {
  linearGradient,
  PALETTES,
  rng,
  svgDocument,
  textBar,
  type Palette,
  type PaletteName,
  type Rng,
} from "./svg.ts";

export type SceneKind = "outdoor" | "hall" | "clinic" | "exercise";

/** Thai descriptions of what each generated scene shows, for alt text. */
export const SCENE_DESCRIPTIONS: Record<SceneKind, string> = {
  outdoor: "เต็นท์บริการกลางแจ้งมีป้ายสัญลักษณ์สุขภาพ เจ้าหน้าที่ยืนหลังโต๊ะ และประชาชนยืนรอรับบริการ",
  hall: "ห้องประชุมมีผู้เข้าร่วมนั่งฟังเป็นแถว วิทยากรยืนข้างจอนำเสนอที่แสดงกราฟ",
  clinic: "จุดตรวจสุขภาพ เจ้าหน้าที่ชุดขาวยืนหลังโต๊ะที่มีเครื่องวัดความดัน และประชาชนมารับบริการ",
  exercise: "ลานกลางแจ้งที่ผู้คนหลายวัยยกแขนออกกำลังกายตามผู้นำบนเวที",
};

const W = 1600;
const H = 1067;
const SKIN = ["#f1c27d", "#e0ac69", "#c68642", "#a86b3c", "#ffdbac"];
const HAIR = ["#1f1b18", "#2e2420", "#3b2f2a", "#9ca3af", "#111827"];
const CLOTHES = [
  "#f8fafc",
  "#f472b6",
  "#60a5fa",
  "#34d399",
  "#fbbf24",
  "#a78bfa",
  "#f87171",
  "#0ea5e9",
  "#fb923c",
  "#94a3b8",
];
const PANTS = ["#1e293b", "#334155", "#44403c", "#1e3a8a", "#57534e"];

type Pose = "stand" | "cheer" | "back";

/** A flat-style figure standing with its feet at (x, y). */
function person(
  r: Rng,
  x: number,
  y: number,
  h: number,
  pose: Pose,
  shirt = r.pick(CLOTHES),
): string {
  const skin = r.pick(SKIN);
  const headR = h * 0.085;
  const headY = y - h + headR;
  const top = headY + headR + h * 0.02;
  const hip = y - h * 0.46;
  const tw = h * 0.26;
  const aw = h * 0.07;
  const arm = (side: number) => {
    const ax = x + side * (tw / 2 - aw / 2 + h * 0.02);
    const angle = pose === "cheer" ? side * 155 : side * 8;
    return `<rect x="${ax - aw / 2}" y="${top + h * 0.02}" width="${aw}" height="${h * 0.32}" rx="${aw / 2}" fill="${pose === "back" ? shirt : skin}" transform="rotate(${-angle} ${ax} ${top + h * 0.05})"/>`;
  };
  const legs = [-1, 1]
    .map(
      (s) =>
        `<rect x="${x + s * h * 0.065 - h * 0.05}" y="${hip - h * 0.02}" width="${h * 0.1}" height="${y - hip + h * 0.02}" rx="${h * 0.03}" fill="${r.pick(PANTS)}"/>`,
    )
    .join("");
  const hair = r.pick(HAIR);
  const head =
    pose === "back"
      ? `<circle cx="${x}" cy="${headY}" r="${headR}" fill="${hair}"/>`
      : `<circle cx="${x}" cy="${headY}" r="${headR}" fill="${skin}"/><path d="M${x - headR} ${headY} a${headR} ${headR} 0 0 1 ${headR * 2} 0 q${-headR} ${-headR * 0.5} ${-headR * 2} 0z" fill="${hair}"/>`;
  return `<g>${legs}${arm(-1)}${arm(1)}<rect x="${x - tw / 2}" y="${top}" width="${tw}" height="${hip - top + h * 0.04}" rx="${tw * 0.3}" fill="${shirt}"/>${head}</g>`;
}

/** Head and shoulders above a chair back, seen from behind. */
function seated(r: Rng, x: number, y: number, s: number, chair: string): string {
  const shirt = r.pick(CLOTHES);
  return `<path d="M${x - 34 * s} ${y}v${-40 * s}a${34 * s} ${30 * s} 0 0 1 ${68 * s} 0v${40 * s}z" fill="${shirt}"/><circle cx="${x}" cy="${y - 70 * s}" r="${22 * s}" fill="${r.pick(HAIR)}"/><rect x="${x - 40 * s}" y="${y - 18 * s}" width="${80 * s}" height="${36 * s}" rx="${6 * s}" fill="${chair}"/>`;
}

function tree(r: Rng, x: number, y: number, s: number): string {
  const greens = ["#15803d", "#16a34a", "#22c55e", "#4d7c0f"];
  let crown = "";
  for (let i = 0; i < 5; i++) {
    crown += `<circle cx="${x + r.range(-60, 60) * s}" cy="${y - (170 + r.range(-40, 40)) * s}" r="${r.range(60, 90) * s}" fill="${r.pick(greens)}"/>`;
  }
  return `<rect x="${x - 12 * s}" y="${y - 150 * s}" width="${24 * s}" height="${150 * s}" fill="#78350f"/>${crown}`;
}

function banner(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  accent: string,
  mark: IconName,
): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${color}"/><rect x="${x}" y="${y + h - 14}" width="${w}" height="14" fill="${accent}"/><circle cx="${x + h / 2 + 10}" cy="${y + h / 2 - 6}" r="${h * 0.36}" fill="#ffffff"/>${icon(mark, x + h / 2 + 10, y + h / 2 - 6, h * 0.5, color, accent)}${textBar(x + h + 20, y + h * 0.28, w * 0.55, h * 0.16, "rgba(255,255,255,0.9)")}${textBar(x + h + 20, y + h * 0.54, w * 0.35, h * 0.11, "rgba(255,255,255,0.6)")}`;
}

function table(x: number, y: number, w: number, cloth: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="22" rx="4" fill="#f8fafc"/><rect x="${x + 6}" y="${y + 22}" width="${w - 12}" height="110" fill="${cloth}"/><path d="M${x + 6} ${y + 60}h${w - 12}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>`;
}

function tent(x: number, y: number, w: number, color: string): string {
  const scallops = Array.from({ length: 8 }, (_, i) => {
    const sx = x + (i * w) / 8;
    return `<path d="M${sx} ${y + 60}q${w / 16} 40 ${w / 8} 0z" fill="${i % 2 ? color : "#ffffff"}"/>`;
  }).join("");
  return `<rect x="${x + 10}" y="${y + 40}" width="12" height="420" fill="#cbd5e1"/><rect x="${x + w - 22}" y="${y + 40}" width="12" height="420" fill="#cbd5e1"/><path d="M${x} ${y + 60}L${x + w * 0.18} ${y - 40}H${x + w * 0.82}L${x + w} ${y + 60}z" fill="${color}"/><path d="M${x + w * 0.35} ${y - 40}L${x + w * 0.3} ${y + 60}H${x + w * 0.7}L${x + w * 0.65} ${y - 40}z" fill="#ffffff" fill-opacity="0.85"/>${scallops}`;
}

function crowd(
  r: Rng,
  count: number,
  y: number,
  h: number,
  pose: Pose,
  from = 80,
  to = W - 80,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = from + ((to - from) * (i + 0.5)) / count + r.range(-30, 30);
    out += person(r, x, y + r.range(-8, 8), h * r.range(0.9, 1.08), pose);
  }
  return out;
}

function outdoor(r: Rng, p: Palette, mark: IconName): string {
  const ground = 780;
  let out = `<rect width="${W}" height="${ground}" fill="url(#sky)"/><path d="M0 ${ground - 120}q300 -120 620 -20t600 -40t380 30V${ground}H0z" fill="#86efac" fill-opacity="0.6"/><rect y="${ground}" width="${W}" height="${H - ground}" fill="#a3a380"/>`;
  out +=
    tree(r, r.range(60, 180), ground, r.range(1.1, 1.5)) +
    tree(r, r.range(1420, 1540), ground, r.range(1.1, 1.5));
  const tx = r.range(300, 420);
  out += tent(tx, 300, 900, p.main);
  out += banner(tx + 230, 380, 440, 110, p.main, p.accent, mark);
  out += crowd(r, 3, ground - 40, 300, "stand", tx + 120, tx + 780);
  out += table(tx + 80, ground - 150, 740, p.soft[0]!);
  out += crowd(r, r.int(4, 6), H - 20, 420, r.next() > 0.5 ? "back" : "stand");
  return out;
}

function hall(r: Rng, p: Palette, mark: IconName): string {
  let out = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="700" width="${W}" height="${H - 700}" fill="#b45309" fill-opacity="0.55"/>`;
  out += banner(300, 60, 1000, 130, p.main, p.accent, mark);
  out += `<rect x="470" y="220" width="660" height="380" rx="10" fill="#0f172a"/><rect x="490" y="240" width="620" height="340" fill="#f8fafc"/>${icon("chart", 800, 410, 240, p.main, p.accent)}`;
  out += `<rect x="1220" y="520" width="140" height="200" rx="8" fill="${p.main}"/>`;
  out += person(r, r.pick([1290, 300]), 700, 330, "stand", "#f8fafc");
  const rows = [780, 900, 1030];
  rows.forEach((y, i) => {
    const s = 1 + i * 0.35;
    const n = 8 - i * 2;
    for (let k = 0; k < n; k++)
      out += seated(r, ((k + 0.5) * W) / n + r.range(-20, 20), y, s, "#1e293b");
  });
  return out;
}

function clinic(r: Rng, p: Palette, mark: IconName): string {
  let out = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="760" width="${W}" height="${H - 760}" fill="#e2e8f0"/>`;
  for (let i = 0; i < 8; i++)
    out += `<path d="M${i * 220} 760L${i * 260 - 200} ${H}" stroke="#cbd5e1" stroke-width="4"/>`;
  out += `<rect x="120" y="140" width="240" height="320" rx="12" fill="${p.light}" stroke="${p.main}" stroke-width="6"/>${icon(mark, 240, 260, 140, p.main, p.accent)}${textBar(160, 370, 160, 18, p.main)}${textBar(160, 405, 110, 14, p.accent)}`;
  out += `<rect x="1240" y="120" width="220" height="220" rx="110" fill="#ffffff" stroke="${p.main}" stroke-width="6"/>${icon("cross", 1350, 230, 130, p.accent, p.accent)}`;
  const desk = r.range(520, 640);
  out += person(r, desk + 160, 760, 430, "stand", "#f8fafc");
  out += table(desk, 640, 520, p.main);
  out += `<rect x="${desk + 300}" y="590" width="120" height="52" rx="8" fill="#334155"/><rect x="${desk + 314}" y="602" width="60" height="28" rx="4" fill="#a7f3d0"/>`;
  out += person(r, desk + 640, 980, 520, "stand");
  out += person(r, r.range(1280, 1420), H + 40, 560, "back");
  return out;
}

function exercise(r: Rng, p: Palette, mark: IconName): string {
  const ground = 700;
  let out = `<rect width="${W}" height="${ground}" fill="url(#sky)"/>${icon("sun", r.range(1200, 1450), 150, 180, "#fde047", "#facc15")}`;
  out += `<rect y="${ground}" width="${W}" height="${H - ground}" fill="#4ade80"/><ellipse cx="${W / 2}" cy="${ground + 230}" rx="900" ry="150" fill="#86efac"/>`;
  out += tree(r, 120, ground, 1.4) + tree(r, 1500, ground, 1.2) + tree(r, 1320, ground, 0.8);
  out += `<rect x="584" y="170" width="14" height="430" fill="#94a3b8"/><rect x="1002" y="170" width="14" height="430" fill="#94a3b8"/>`;
  out += banner(570, 150, 460, 120, p.main, p.accent, mark);
  out += `<rect x="540" y="590" width="520" height="30" rx="6" fill="#92400e"/><rect x="560" y="620" width="480" height="80" fill="#b45309"/>`;
  out += person(r, 800, 592, 290, "cheer", p.main);
  out += crowd(r, 7, 860, 300, "cheer", 100, W - 100);
  out += crowd(r, 5, H + 10, 380, "cheer", 160, W - 160);
  return out;
}

const SCENES = { outdoor, hall, clinic, exercise };

/** A 3:2 illustration of an event, varied by seed and with a slight camera zoom. */
export function photoSvg(
  kind: SceneKind,
  paletteName: PaletteName,
  mark: IconName,
  seed: string,
): string {
  const p = PALETTES[paletteName];
  const r = rng(`${kind}:${seed}`);
  const zoom = r.range(1, 1.18);
  const dx = -r.range(0, W * (zoom - 1));
  const dy = -r.range(0, H * (zoom - 1));
  const defs =
    linearGradient("sky", "#7dd3fc", "#e0f2fe", true) +
    linearGradient("wall", p.light, "#f1f5f9", true);
  const body = `<rect width="${W}" height="${H}" fill="#f1f5f9"/><g transform="translate(${dx.toFixed(0)} ${dy.toFixed(0)}) scale(${zoom.toFixed(3)})">${SCENES[kind](r, p, mark)}</g>`;
  return svgDocument(W, H, defs, body);
}
