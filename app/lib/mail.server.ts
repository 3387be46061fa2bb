import nodemailer from "nodemailer";
import { config } from "./config.server.ts";

/** Text safe for one mail header: no line breaks or other control characters, bounded. */
export function headerText(value: string, max = 150): string {
  // eslint-disable-next-line no-control-regex
  const line = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ");
  const trimmed = line.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

function fromAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/** Whether the site can send e-mail at all (SMTP_URL is set). */
export function mailConfigured(): boolean {
  return config().smtp !== null;
}

/**
 * Sends one plain-text e-mail to one address through the configured SMTP server. The caller
 * decides the recipient; nothing a visitor typed ever becomes one. Throws when the server refuses,
 * so a job retries.
 */
export async function sendMail(mail: {
  to: string;
  subject: string;
  text: string;
  replyTo?: { name: string; address: string };
}): Promise<void> {
  const smtp = config().smtp;
  if (!smtp) return;
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  try {
    await transport.sendMail({
      from: headerText(smtp.from, 200),
      to: mail.to,
      replyTo: mail.replyTo,
      subject: headerText(mail.subject, 180),
      text: mail.text,
      envelope: { from: fromAddress(smtp.from), to: [mail.to] },
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  } finally {
    transport.close();
  }
}
