/**
 * The site-wide alert an office switches on during an outbreak, a PM2.5 episode or a flood: one
 * short message on every public page until it is switched off or its end time passes.
 */
export const ALERT_LEVELS = ["info", "warning", "emergency"] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

/** Each level's name, said before the message so that the level is never told by colour alone. */
export const ALERT_LEVEL_LABELS: Record<AlertLevel, string> = {
  info: "ประกาศ",
  warning: "เฝ้าระวัง",
  emergency: "ฉุกเฉิน",
};

export const ALERT_LIMITS = { text: 200, link: 500 } as const;

/** The alert as stored; `endsAt` (ISO) takes it down by itself. */
export type SiteAlert = {
  on: boolean;
  level: AlertLevel;
  text: string;
  /** A page of this site (`/news/...`) or an https address; empty for none. */
  link: string;
  endsAt: string | null;
};

export const NO_ALERT: SiteAlert = {
  on: false,
  level: "warning",
  text: "",
  link: "",
  endsAt: null,
};
