/**
 * On/off settings read from the environment, read the same way by the API and the local stack.
 * Anything but on or off is refused rather than guessed: a typo in a security switch must not
 * quietly mean its opposite.
 */

export function readSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|on|yes)$/i.test(value)) return true;
  if (/^(0|false|off|no)$/i.test(value)) return false;
  throw new Error(`${name} must be on or off (1/0, true/false), got "${value}"`);
}
