import { describe, expect, it } from 'vitest';
import { IMAGE_EXTENSIONS } from '../filetype/types';
import { isImageOf } from './magic';

const bytes = (...values: Array<number | string>) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));
const bmp = () => {
  const head = Buffer.alloc(30);
  head.write('BM', 0, 'latin1');
  head.writeUInt32LE(40, 14);
  return head;
};

const SAMPLES: Record<string, Buffer> = {
  png: bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13),
  jpg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'),
  jpeg: bytes(0xff, 0xd8, 0xff, 0xdb),
  gif: bytes('GIF89a', 1, 0, 1, 0),
  webp: bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '),
  bmp: bmp(),
};

describe('isImageOf (upload magic bytes)', () => {
  it('knows a signature for every image extension the upload accepts', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...IMAGE_EXTENSIONS].sort());
  });

  it.each(Object.entries(SAMPLES))('accepts a real %s', (extension, data) => {
    expect(isImageOf(extension, data)).toBe(true);
  });

  it('refuses text, other formats under the wrong name, truncated heads and unknown extensions', () => {
    expect(isImageOf('png', Buffer.from('<script>alert(1)</script>'))).toBe(false);
    expect(isImageOf('jpg', SAMPLES.png)).toBe(false);
    expect(isImageOf('gif', Buffer.from('GIF8'))).toBe(false);
    expect(isImageOf('webp', bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBe(false);
    expect(isImageOf('bmp', Buffer.from('BM is a short note'))).toBe(false);
    expect(isImageOf('png', Buffer.alloc(0))).toBe(false);
    expect(isImageOf('svg', Buffer.from('<svg/>'))).toBe(false);
  });
});
