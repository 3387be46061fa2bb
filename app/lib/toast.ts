import type { ReactNode } from "react";

type Kind = "success" | "error" | "info" | "warning";

/** For a toast that stays longer or carries a link: a polite `status` rather than an `alert`. */
export type ToastExtras = {
  role?: "status" | "alert";
  autoClose?: number | false;
  toastId?: string;
};

let mountHost: (() => void) | null = null;
let wanted = false;

/** The root registers how to mount the toast container; it mounts on the first toast. */
export function registerToastHost(mount: () => void): () => void {
  mountHost = mount;
  if (wanted) mount();
  return () => {
    mountHost = null;
  };
}

function show(kind: Kind, message: ReactNode, extras?: ToastExtras): void {
  wanted = true;
  mountHost?.();
  // react-toastify queues toasts until its container has mounted.
  void import("react-toastify").then(({ toast }) => toast[kind](message, extras));
}

/**
 * The product's four toast kinds. The toast library and its container load on first use, not
 * with the page, so visitors who never see a toast never download them.
 */
export const notify = {
  success: (message: ReactNode, extras?: ToastExtras) => show("success", message, extras),
  error: (message: ReactNode, extras?: ToastExtras) => show("error", message, extras),
  info: (message: ReactNode, extras?: ToastExtras) => show("info", message, extras),
  warning: (message: ReactNode, extras?: ToastExtras) => show("warning", message, extras),
};

/** What the shared page parts say in toasts (a component that alone says something keeps it). */
export const MESSAGES = {
  invalidMenuMode: "ประเภทเมนูไม่ถูกต้อง",
  readFailed: "ไม่สามารถโหลดข้อมูลได้ กรุณาลองใหม่อีกครั้ง",
} as const;
