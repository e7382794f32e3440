/**
 * Is a file really what its extension says? Its first bytes say so (the format's signature), whatever the
 * name or the client's Content-Type claim: a script renamed x.png or a program renamed x.pdf is refused at
 * the door.
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

/** The first bytes of programs and scripts: whatever a file is named, these are never stored. */
const EXECUTABLES: readonly Signature[] = [
  startsWith(0x4d, 0x5a), // MZ: Windows .exe, .dll
  startsWith(0x7f, 0x45, 0x4c, 0x46), // ELF: Linux programs
  startsWith(0xcf, 0xfa, 0xed, 0xfe), // Mach-O, 64-bit
  startsWith(0xce, 0xfa, 0xed, 0xfe), // Mach-O, 32-bit
  startsWith(0xca, 0xfe, 0xba, 0xbe), // Mach-O universal, or a Java class
  (head) => ascii(head, 0, '#!'), // a script with its interpreter
];

const ZIP = (head: Buffer) => ascii(head, 0, 'PK\x03\x04') || ascii(head, 0, 'PK\x05\x06');
const OLE = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
/** Formats other than images that have a signature; text has none, so it is checked for binary bytes. */
const DOCUMENTS: Readonly<Record<string, Signature>> = {
  pdf: (head) => ascii(head, 0, '%PDF-'),
  zip: ZIP,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  doc: OLE,
  xls: OLE,
  ppt: OLE,
  rar: (head) => ascii(head, 0, 'Rar!\x1a\x07'),
  '7z': startsWith(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c),
  // ID3 tag, or straight into an MPEG audio frame (11 bits of sync).
  mp3: (head) => ascii(head, 0, 'ID3') || (head.length > 1 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0),
  mp4: (head) => ascii(head, 4, 'ftyp'),
  // Plain text holds no NUL byte; a program renamed .txt does.
  txt: (head) => !head.includes(0),
};

/** What the content of an upload is, against its name. */
export type Sniffed = 'ok' | 'executable' | 'mismatch';

/**
 * Does `data` hold what its extension says? 'executable' for a program or script under any name, 'mismatch'
 * for content that is not the format the extension names (an image, a PDF, an Office file, an archive,
 * audio, video, or text without binary bytes), 'ok' otherwise. Only the first bytes are read.
 *
 * @example
 * sniff('pdf', Buffer.from('%PDF-1.7 ...'))   // 'ok'
 * sniff('pdf', Buffer.from('MZ\x90\x00...'))   // 'executable': a renamed .exe
 * sniff('docx', Buffer.from('just text'))      // 'mismatch'
 */
export function sniff(extension: string, data: Buffer): Sniffed {
  const head = data.subarray(0, 4096);
  if (EXECUTABLES.some((signature) => signature(head))) return 'executable';
  const signature = SIGNATURES[extension] ?? DOCUMENTS[extension];
  return signature !== undefined && signature(head) ? 'ok' : 'mismatch';
}
