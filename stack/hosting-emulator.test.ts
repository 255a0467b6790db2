import { describe, expect, it } from 'vitest';
import { firebaseHostingHeaders } from '../publishing/publisher.ts';
import { PORT_PLAN } from './ports.ts';
import { hostingEmulatorConfig, hostingEmulatorOptions, hostingUrl, projectHostingConfig } from './hosting-emulator.ts';

describe('the hosting emulator', () => {
  const options = hostingEmulatorOptions(PORT_PLAN.e2e, '/tmp/site/live', 'demo-serendib-hosting');

  it('runs the project hosting configuration over the given build, on the planned ports', () => {
    const config = hostingEmulatorConfig(options) as { hosting: Record<string, unknown>; emulators: object };
    const { public: deployed, ...rules } = projectHostingConfig();
    expect(deployed).toBe('dist');
    expect(config.hosting).toEqual({ ...rules, public: 'site' });
    expect(config.hosting.headers).toEqual(firebaseHostingHeaders());
    expect(config.emulators).toEqual({
      hosting: { host: '127.0.0.1', port: PORT_PLAN.e2e.hosting },
      hub: { host: '127.0.0.1', port: PORT_PLAN.e2e.hostingHub },
      logging: { host: '127.0.0.1', port: PORT_PLAN.e2e.hostingLogging },
      ui: { enabled: false },
      singleProjectMode: true,
    });
    expect(hostingUrl(options)).toBe(`http://127.0.0.1:${PORT_PLAN.e2e.hosting}`);
  });

  it('keeps clean URLs and the default trailing-slash handling, as the static server serves', () => {
    expect(projectHostingConfig()).toMatchObject({ cleanUrls: true });
    expect(projectHostingConfig()).not.toHaveProperty('trailingSlash');
  });

  it('is refused for a stack whose profile plans no hosting ports', () => {
    expect(() => hostingEmulatorOptions(PORT_PLAN.lighthouse, '/tmp/site', 'demo-x')).toThrow(
      /no hosting emulator ports/,
    );
  });
});
