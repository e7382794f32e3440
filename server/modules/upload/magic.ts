/**
 * Is a file with an image extension really that image? Its first bytes say so (the format's signature),
 * whatever the name or the client's Content-Type claim: a script renamed x.png is refused at the door.
 */

type Signature = (head: Buffer) => boolean;

const startsWith =
  (...bytes: number[]): Signature =>
  (head) =>
    head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte);

const ascii = (head: Buffer, at: number, text: string) =>
  head.subarray(at, at + text.length).toString('latin1') === text;

const JPEG = startsWith(0xff, 0xd8, 0xff);
const SIGNATURES: Readonly<Record<string, Signature>> = {
  png: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  jpg: JPEG,
  jpeg: JPEG,
  gif: (head) => ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a'),
  // RIFF, four bytes of length, WEBP.
  webp: (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP'),
  // BM, then the file size and a DIB header at a fixed place; BM alone is too common in text.
  bmp: (head) => ascii(head, 0, 'BM') && head.length >= 26 && head.readUInt32LE(14) >= 12,
};

/**
 * True when `data` starts with the signature of the image format its extension names. False for an
 * extension that is not an image format this knows.
 *
 * @example
 * isImageOf('png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])) // true
 * isImageOf('png', Buffer.from('<script>alert(1)</script>'))                          // false
 * isImageOf('jpg', pngBytes)                                                          // false: the name lies
 */
export function isImageOf(extension: string, data: Buffer): boolean {
  const signature = SIGNATURES[extension];
  return signature !== undefined && signature(data);
}
