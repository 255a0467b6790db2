/**
 * A local mailbox in a process of its own (`node stack/mailbox-process.ts`), so a benchmark's
 * client measures its reads without the mailbox's parsing in its own event loop. Keeps summaries
 * only; says `Mailbox ready: <smtp url> <page url>` once it listens; SIGTERM stops it.
 */
import { startLocalMailbox } from './local-mailbox.ts';

const mailbox = await startLocalMailbox({ smtpPort: 0, pagePort: 0, summariesOnly: true });
console.log(`Mailbox ready: ${mailbox.smtpUrl} ${mailbox.pageUrl}`);
process.on('SIGTERM', () => void mailbox.stop().finally(() => process.exit(0)));
