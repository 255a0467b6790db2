import { describe, expect, it } from 'vitest';
import { BENCH_BARE_SERVER_PORT, PORT_PLAN, portsOf, type StackProfile } from './ports.ts';
import { e2eMailboxPorts, localMailboxPorts } from './stack-mailbox.ts';

describe('the mailbox ports', () => {
  it('share no port with the port plan, nor with each other, at any whole hundred of offset', () => {
    const taken = new Set<number>([BENCH_BARE_SERVER_PORT, ...Object.values(portsOf('local', {}))]);
    const profiles = (Object.keys(PORT_PLAN) as StackProfile[]).filter((profile) => profile !== 'local');
    const mailboxes = new Set<number>(Object.values(localMailboxPorts({})));
    for (let offset = 0; offset <= 1000; offset += 100) {
      const env = { STACK_PORT_OFFSET: String(offset) };
      for (const profile of profiles) for (const port of Object.values(portsOf(profile, env))) taken.add(port);
      for (const port of Object.values(e2eMailboxPorts(env))) {
        expect(mailboxes.has(port), `${port} at offset ${offset}`).toBe(false);
        mailboxes.add(port);
      }
    }
    expect([...mailboxes].filter((port) => taken.has(port))).toEqual([]);
  });

  it('lets npm start move its mailbox', () => {
    expect(localMailboxPorts({ MAILBOX_SMTP_PORT: '2999', MAILBOX_PORT: '8999' })).toEqual({ smtp: 2999, page: 8999 });
  });
});
