/** Health icons drawn in a 100×100 box with a main and an accent colour. */
const ICONS = {
  cross: (m: string) =>
    `<path d="M38 10h24a4 4 0 0 1 4 4v24h24a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H66v24a4 4 0 0 1-4 4H38a4 4 0 0 1-4-4V62H10a4 4 0 0 1-4-4V42a4 4 0 0 1 4-4h24V14a4 4 0 0 1 4-4z" fill="${m}"/>`,
  heart: (m: string, a: string) =>
    `<path d="M50 88C20 66 6 48 6 32 6 18 17 8 30 8c9 0 16 5 20 12 4-7 11-12 20-12 13 0 24 10 24 24 0 16-14 34-44 56z" fill="${m}"/><path d="M22 46h14l6-12 10 24 6-12h20" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  droplet: (m: string, a: string) =>
    `<path d="M50 6S18 46 18 64a32 32 0 0 0 64 0C82 46 50 6 50 6z" fill="${m}"/><path d="M34 64a16 16 0 0 0 16 16" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
  shield: (m: string, a: string) =>
    `<path d="M50 6l36 14v26c0 24-16 40-36 48C30 86 14 70 14 46V20z" fill="${m}"/><path d="M33 50l12 12 22-24" fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  leaf: (m: string, a: string) =>
    `<path d="M86 12C40 12 14 38 14 70c0 8 2 14 5 18h4c10-2 24-2 36-8 22-12 28-36 27-68z" fill="${m}"/><path d="M22 86C34 62 50 46 72 30" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`,
  mosquito: (m: string, a: string) =>
    `<g fill="none" stroke="${m}" stroke-width="3.5" stroke-linecap="round"><path d="M40 56l-18 10-8 16M46 62l-10 16-2 16M56 60l6 18 12 10M60 54l20 4 10 12M36 48L18 44 8 50M30 40L12 30"/></g><ellipse cx="60" cy="30" rx="22" ry="10" transform="rotate(-35 60 30)" fill="${a}" opacity="0.55"/><ellipse cx="70" cy="42" rx="20" ry="9" transform="rotate(-5 70 42)" fill="${a}" opacity="0.45"/><ellipse cx="46" cy="54" rx="20" ry="7" transform="rotate(-35 46 54)" fill="${m}"/><circle cx="28" cy="38" r="8" fill="${m}"/><path d="M22 34L6 22" stroke="${m}" stroke-width="3" stroke-linecap="round"/>`,
  syringe: (m: string, a: string) =>
    `<g transform="rotate(-45 50 50)"><rect x="38" y="22" width="24" height="52" rx="4" fill="${m}"/><rect x="42" y="44" width="16" height="26" rx="2" fill="${a}"/><rect x="46" y="8" width="8" height="16" fill="${m}"/><rect x="34" y="4" width="32" height="8" rx="3" fill="${m}"/><rect x="48.5" y="74" width="3" height="22" fill="${m}"/><path d="M38 32h10M38 40h10M38 48h10" stroke="#ffffff" stroke-width="3"/></g>`,
  sun: (m: string) =>
    `<g fill="${m}">${[0, 45, 90, 135, 180, 225, 270, 315].map((deg) => `<rect x="46" y="2" width="8" height="18" rx="4" transform="rotate(${deg} 50 50)"/>`).join("")}</g><circle cx="50" cy="50" r="26" fill="${m}"/><path d="M36 50a14 14 0 0 1 14-14" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"/>`,
  person: (m: string, a: string) =>
    `<circle cx="50" cy="24" r="16" fill="${m}"/><path d="M22 94V66c0-15 12-26 28-26s28 11 28 26v28z" fill="${m}"/><rect x="44" y="48" width="12" height="20" rx="3" fill="${a}"/>`,
  people: (m: string, a: string) =>
    `<circle cx="24" cy="38" r="11" fill="${a}"/><path d="M6 90V70c0-10 8-18 18-18s18 8 18 18v20z" fill="${a}"/><circle cx="76" cy="38" r="11" fill="${a}"/><path d="M58 90V70c0-10 8-18 18-18s18 8 18 18v20z" fill="${a}"/><circle cx="50" cy="28" r="14" fill="${m}"/><path d="M28 94V66c0-13 10-22 22-22s22 9 22 22v28z" fill="${m}"/>`,
  elder: (m: string, a: string) =>
    `<circle cx="44" cy="20" r="13" fill="${m}"/><path d="M26 94l4-30c1-14 8-28 20-28 10 0 16 10 16 22v36z" fill="${m}"/><path d="M64 54h12v42" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  cloud: (m: string, a: string) =>
    `<g fill="${m}"><circle cx="34" cy="52" r="18"/><circle cx="56" cy="40" r="24"/><circle cx="76" cy="56" r="16"/><rect x="16" y="52" width="76" height="22" rx="11"/></g><g fill="${a}"><circle cx="28" cy="86" r="4"/><circle cx="46" cy="90" r="5"/><circle cx="64" cy="86" r="4"/><circle cx="80" cy="92" r="3"/></g>`,
  mask: (m: string, a: string) =>
    `<path d="M22 42C10 40 4 48 6 58s12 14 20 10M78 42c12-2 18 6 16 16s-12 14-20 10" fill="none" stroke="${a}" stroke-width="5"/><rect x="20" y="30" width="60" height="44" rx="14" fill="${m}"/><path d="M28 44h44M26 54h48M28 64h44" stroke="${a}" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`,
  hospital: (m: string, a: string) =>
    `<rect x="12" y="30" width="76" height="64" rx="4" fill="${m}"/><rect x="30" y="8" width="40" height="30" rx="4" fill="${m}"/><path d="M45 14h10v8h8v10h-8v8H45v-8h-8V22h8z" fill="${a}"/><g fill="#ffffff" opacity="0.85"><rect x="20" y="46" width="12" height="10" rx="2"/><rect x="68" y="46" width="12" height="10" rx="2"/><rect x="20" y="64" width="12" height="10" rx="2"/><rect x="68" y="64" width="12" height="10" rx="2"/><rect x="40" y="66" width="20" height="28" rx="2"/></g>`,
  chat: (m: string, a: string) =>
    `<path d="M14 14h72a8 8 0 0 1 8 8v44a8 8 0 0 1-8 8H44L24 90V74H14a8 8 0 0 1-8-8V22a8 8 0 0 1 8-8z" fill="${m}"/><circle cx="32" cy="44" r="6" fill="${a}"/><circle cx="50" cy="44" r="6" fill="${a}"/><circle cx="68" cy="44" r="6" fill="${a}"/>`,
  medal: (m: string, a: string) =>
    `<path d="M30 4h14l10 30H40zM70 4H56L46 34h14z" fill="${a}"/><circle cx="50" cy="62" r="32" fill="${m}"/><path d="M50 40l6.5 13.5 14.5 2-10.5 10 2.5 14.5L50 73l-13 7 2.5-14.5-10.5-10 14.5-2z" fill="${a}"/>`,
  chart: (m: string, a: string) =>
    `<path d="M8 92h86" stroke="${m}" stroke-width="5" stroke-linecap="round"/><rect x="14" y="58" width="14" height="30" rx="3" fill="${m}"/><rect x="36" y="44" width="14" height="44" rx="3" fill="${m}"/><rect x="58" y="50" width="14" height="38" rx="3" fill="${m}"/><rect x="80" y="28" width="14" height="60" rx="3" fill="${m}"/><path d="M12 40l24-14 22 8 30-24" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  calendar: (m: string, a: string) =>
    `<rect x="10" y="16" width="80" height="76" rx="8" fill="${m}"/><rect x="10" y="16" width="80" height="20" rx="8" fill="${a}"/><rect x="26" y="6" width="8" height="18" rx="4" fill="${a}"/><rect x="66" y="6" width="8" height="18" rx="4" fill="${a}"/><g fill="#ffffff" opacity="0.85">${[0, 1, 2, 3].map((c) => [0, 1, 2].map((r) => `<rect x="${20 + c * 18}" y="${44 + r * 15}" width="10" height="9" rx="2"/>`).join("")).join("")}</g>`,
  pill: (m: string, a: string) =>
    `<g transform="rotate(-40 50 50)"><path d="M50 22H36a16 16 0 0 0 0 32h14z" transform="translate(0 12)" fill="${m}"/><path d="M50 22h14a16 16 0 0 1 0 32H50z" transform="translate(0 12)" fill="${a}"/></g>`,
  thermometer: (m: string, a: string) =>
    `<rect x="40" y="6" width="20" height="62" rx="10" fill="${m}"/><circle cx="50" cy="76" r="18" fill="${m}"/><rect x="46" y="30" width="8" height="44" rx="4" fill="${a}"/><circle cx="50" cy="76" r="11" fill="${a}"/>`,
  bubbles: (m: string, a: string) =>
    `<circle cx="38" cy="56" r="26" fill="none" stroke="${m}" stroke-width="6"/><circle cx="72" cy="30" r="16" fill="none" stroke="${m}" stroke-width="5"/><circle cx="76" cy="74" r="11" fill="none" stroke="${a}" stroke-width="4"/><path d="M26 46a14 14 0 0 1 12-8" fill="none" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`,
  play: (m: string, a: string) =>
    `<circle cx="50" cy="50" r="46" fill="${m}"/><path d="M40 30l30 20-30 20z" fill="${a}"/>`,
} satisfies Record<string, (main: string, accent: string) => string>;

export type IconName = keyof typeof ICONS;

export function icon(
  name: IconName,
  cx: number,
  cy: number,
  size: number,
  main: string,
  accent: string,
  rotate = 0,
): string {
  const s = size / 100;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) rotate(${rotate} ${size / 2} ${size / 2}) scale(${s})">${ICONS[name](main, accent)}</g>`;
}
