/**
 * Multipart bodies a parser can trip on, each with the Content-Type that names its boundary: parts
 * cut off in their data or their headers, parts without a name or a Content-Disposition, a form
 * nested in a part, boundaries longer than the 70 characters RFC 2046 allows, lines ended by a bare
 * LF, and a boundary the body never uses. The first is the 70-byte body that once ended the API.
 */
export interface MalformedMultipart {
  name: string;
  contentType: string;
  body: string;
}

const disposition = (name: string, filename?: string) =>
  `Content-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;

const LONG_BOUNDARY = `${'b'.repeat(70)}x`;
const VERY_LONG_BOUNDARY = 'q'.repeat(4_000);

export const MALFORMED_MULTIPART: readonly MalformedMultipart[] = [
  {
    name: 'a file part that ends in its data',
    contentType: 'multipart/form-data; boundary=zz',
    body: `--zz\r\n${disposition('file', 'a')}\r\n\r\nabc`,
  },
  {
    name: 'a field part that ends in its data',
    contentType: 'multipart/form-data; boundary=zz',
    body: `--zz\r\n${disposition('use')}\r\n\r\narticle`,
  },
  {
    name: 'a part that ends in its headers',
    contentType: 'multipart/form-data; boundary=zz',
    body: `--zz\r\n${disposition('file', 'a.png')}\r\nContent-Type: ima`,
  },
  {
    name: 'a file part closed by a boundary without its final dashes',
    contentType: 'multipart/form-data; boundary=zz',
    body: `--zz\r\n${disposition('file', 'a.png')}\r\n\r\nabc\r\n--zz`,
  },
  {
    name: 'a second file that ends in its data',
    contentType: 'multipart/form-data; boundary=zz',
    body: `--zz\r\n${disposition('file', 'a.png')}\r\n\r\nabc\r\n--zz\r\n${disposition('file', 'b.png')}\r\n\r\ndef`,
  },
  {
    name: 'a file part without a name',
    contentType: 'multipart/form-data; boundary=zz',
    body: `--zz\r\nContent-Disposition: form-data; filename="a.png"\r\n\r\nabc\r\n--zz--\r\n`,
  },
  {
    name: 'a file part without a name that ends in its data',
    contentType: 'multipart/form-data; boundary=zz',
    body: `--zz\r\nContent-Disposition: form-data; filename="a.png"\r\n\r\nabc`,
  },
  {
    name: 'a part without a Content-Disposition',
    contentType: 'multipart/form-data; boundary=zz',
    body: `--zz\r\nContent-Type: image/png\r\n\r\nabc\r\n--zz--\r\n`,
  },
  {
    name: 'a form nested in a part, its inner boundary never closed',
    contentType: 'multipart/form-data; boundary=outer',
    body:
      `--outer\r\n${disposition('file')}\r\nContent-Type: multipart/mixed; boundary=inner\r\n\r\n` +
      `--inner\r\n${disposition('file', 'a.png')}\r\n\r\nabc\r\n--outer--\r\n`,
  },
  {
    name: 'a nested boundary that begins with the outer one',
    contentType: 'multipart/form-data; boundary=zz',
    body:
      `--zz\r\n${disposition('file', 'a.png')}\r\nContent-Type: multipart/mixed; boundary=zzz\r\n\r\n` +
      `--zzz\r\n${disposition('file', 'b.png')}\r\n\r\nabc\r\n--zzz`,
  },
  {
    name: 'a boundary of 71 characters',
    contentType: `multipart/form-data; boundary=${LONG_BOUNDARY}`,
    body: `--${LONG_BOUNDARY}\r\n${disposition('file', 'a.png')}\r\n\r\nabc\r\n--${LONG_BOUNDARY}--\r\n`,
  },
  {
    name: 'a boundary of 71 characters, the part ending in its data',
    contentType: `multipart/form-data; boundary=${LONG_BOUNDARY}`,
    body: `--${LONG_BOUNDARY}\r\n${disposition('file', 'a.png')}\r\n\r\nabc`,
  },
  {
    name: 'a boundary of 4,000 characters',
    contentType: `multipart/form-data; boundary=${VERY_LONG_BOUNDARY}`,
    body: `--${VERY_LONG_BOUNDARY}\r\n${disposition('file', 'a.png')}\r\n\r\nabc`,
  },
  {
    name: 'lines ended by a bare LF',
    contentType: 'multipart/form-data; boundary=zz',
    body: `--zz\n${disposition('file', 'a.png')}\n\nabc\n--zz--\n`,
  },
  {
    name: 'a boundary the body never uses',
    contentType: 'multipart/form-data; boundary=zz',
    body: `--yy\r\n${disposition('file', 'a.png')}\r\n\r\nabc\r\n--yy--\r\n`,
  },
  {
    name: 'part headers longer than any parser keeps',
    contentType: 'multipart/form-data; boundary=zz',
    body: `--zz\r\n${disposition('file', 'a.png')}\r\nX-Padding: ${'p'.repeat(100_000)}\r\n\r\nabc\r\n--zz--\r\n`,
  },
  {
    name: 'an empty body',
    contentType: 'multipart/form-data; boundary=zz',
    body: '',
  },
  {
    name: 'an empty boundary',
    contentType: 'multipart/form-data; boundary=',
    body: `--\r\n${disposition('file', 'a.png')}\r\n\r\nabc`,
  },
];
