/**
 * The first bytes of the image formats the desk takes, so an upload that is not one of them is
 * refused as its first bytes arrive rather than after all of its 20 MB. Only a first look: sharp
 * decodes every accepted file whole before anything is written (reencode.ts).
 */

/** Enough bytes to tell the formats apart: WebP's RIFF header and AVIF's `ftyp` box. */
export const SIGNATURE_BYTES = 12;

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  bytes.every((byte, index) => head[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** True when the first bytes may begin a JPEG, PNG, WebP or AVIF file (AVIF: any ISO-BMFF `ftyp`). */
export function hasImageSignature(head: Buffer): boolean {
  if (head.length < SIGNATURE_BYTES) return false;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return true;
  if (startsWith(head, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return true;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return true;
  return startsWith(head, ascii('ftyp'), 4);
}
