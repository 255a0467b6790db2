import { describe, expect, it } from 'vitest';
import { PORT_PLAN, portsOf } from './ports.ts';

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
});
