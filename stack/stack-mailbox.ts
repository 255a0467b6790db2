/**
 * The local mailbox a stack starts beside its API (local-mailbox.ts), and what the API is told
 * of it: SMTP_URL. Its ports follow the port plan's rules (ports.ts): npm start's from the
 * environment, the end-to-end stack's moved up by STACK_PORT_OFFSET.
 */
import { stackPortOffset } from './ports.ts';
import { startLocalMailbox, type RunningMailbox } from './local-mailbox.ts';

export interface MailboxPorts {
  smtp: number;
  /** The page where a developer reads every mail. */
  page: number;
}

/** Clear of every port of ports.ts, and of each other, at every whole hundred of offset. */
export const MAILBOX_PORT_PLAN = {
  local: { smtp: 2587, page: 8789 },
  e2e: { smtp: 2597, page: 8779 },
} as const satisfies Record<string, MailboxPorts>;

function envPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  return value === undefined || value === '' ? fallback : Number(value);
}

/** npm start's mailbox: MAILBOX_SMTP_PORT and MAILBOX_PORT override the plan. */
export function localMailboxPorts(env: NodeJS.ProcessEnv = process.env): MailboxPorts {
  return {
    smtp: envPort(env, 'MAILBOX_SMTP_PORT', MAILBOX_PORT_PLAN.local.smtp),
    page: envPort(env, 'MAILBOX_PORT', MAILBOX_PORT_PLAN.local.page),
  };
}

export function e2eMailboxPorts(env: NodeJS.ProcessEnv = process.env): MailboxPorts {
  const offset = stackPortOffset(env);
  return { smtp: MAILBOX_PORT_PLAN.e2e.smtp + offset, page: MAILBOX_PORT_PLAN.e2e.page + offset };
}

/** The mailbox of a stack, on `host`; the API gets its SMTP_URL and asks it after a crash. */
export async function startStackMailbox(
  host: string,
  ports: MailboxPorts,
): Promise<{ mailbox: RunningMailbox; apiEnv: NodeJS.ProcessEnv }> {
  const mailbox = await startLocalMailbox({ host, smtpPort: ports.smtp, pagePort: ports.page });
  return {
    mailbox,
    apiEnv: { SMTP_URL: mailbox.smtpUrl, NEWSLETTER_DELIVERY_CHECK_URL: `${mailbox.pageUrl}/received` },
  };
}
