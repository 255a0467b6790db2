import { describe, expect, it } from 'vitest';
import { BENCH_BARE_SERVER_PORT, PORT_PLAN, portsOf, type StackProfile } from './ports.ts';

describe('portsOf', () => {
  it('moves the test and benchmark stacks up by STACK_PORT_OFFSET, leaving any-free-port alone', () => {
    expect(portsOf('e2e', { STACK_PORT_OFFSET: '100' })).toEqual({
      api: PORT_PLAN.e2e.api + 100,
      site: PORT_PLAN.e2e.site + 100,
      rebuild: 0,
      auth: PORT_PLAN.e2e.auth + 100,
      authHub: PORT_PLAN.e2e.authHub + 100,
      authLogging: PORT_PLAN.e2e.authLogging + 100,
      hosting: PORT_PLAN.e2e.hosting + 100,
      hostingHub: PORT_PLAN.e2e.hostingHub + 100,
      hostingLogging: PORT_PLAN.e2e.hostingLogging + 100,
    });
    expect(portsOf('e2e', {})).toEqual(PORT_PLAN.e2e);
  });

  it('leaves npm start where its own settings put it', () => {
    expect(portsOf('local', { STACK_PORT_OFFSET: '100', API_PORT: '9000' })).toMatchObject({
      api: 9000,
      site: PORT_PLAN.local.site,
    });
  });

  it('refuses an offset that is not a small whole number', () => {
    expect(() => portsOf('e2e', { STACK_PORT_OFFSET: 'ten' })).toThrow(/STACK_PORT_OFFSET/);
    expect(() => portsOf('e2e', { STACK_PORT_OFFSET: '5000' })).toThrow(/STACK_PORT_OFFSET/);
  });

  it('gives checkouts whose offsets are whole hundreds no port in common, nor with npm start', () => {
    const offsets = Array.from({ length: 11 }, (_, n) => n * 100);
    const testProfiles = (Object.keys(PORT_PLAN) as StackProfile[]).filter((profile) => profile !== 'local');
    const owners = new Map<number, string>();
    const clashes: string[] = [];
    const claim = (port: number, owner: string) => {
      const earlier = owners.get(port);
      if (earlier) clashes.push(`${port}: ${earlier} and ${owner}`);
      else owners.set(port, owner);
    };
    for (const [name, port] of Object.entries(portsOf('local', {}))) claim(port, `npm start's ${name}`);
    claim(BENCH_BARE_SERVER_PORT, 'the bare server of bench:api');
    for (const offset of offsets) {
      const env = { STACK_PORT_OFFSET: String(offset) };
      for (const profile of testProfiles) {
        for (const [name, port] of Object.entries(portsOf(profile, env))) {
          if (port !== 0) claim(port, `${profile}.${name} at offset ${offset}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
