/**
 * The contact form's fields as both sides check them: the form before it sends, the local mail
 * sink before it records. Plain constants, no zod, so the form's island stays small.
 */

/** The longest address SMTP can carry (RFC 5321 path limit). */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;

/** The longest of each field, in characters (UTF-16 code units, as `string.length` counts). */
export const CONTACT_FIELD_LIMITS = {
  fullName: 100,
  email: EMAIL_ADDRESS_MAX_LENGTH,
  message: 2000,
  /** The notification's date line, which the form writes ("1 Mar 2026, 15:00"). */
  sentTime: 64,
} as const;

/**
 * A line break (CR, LF, or Unicode's own separators) or any other control character. A mail's
 * headers are lines: a name, an address or a subject that carries one could add headers of its
 * own (`Eve\r\nBcc: ...`), so those fields must be a single line.
 */
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u;

export function isSingleLine(value: string): boolean {
  return !LINE_BREAK_OR_CONTROL.test(value);
}
