import { describe, expect, it } from 'vitest';
import { IMAGE_EXTENSIONS } from '../filetype/types';
import { sniff } from './magic';

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

describe('sniff (upload magic bytes)', () => {
  it('knows a signature for every image extension the upload accepts', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...IMAGE_EXTENSIONS].sort());
  });

  it.each(Object.entries(SAMPLES))('accepts a real %s', (extension, data) => {
    expect(sniff(extension, data)).toBe('ok');
  });

  it('refuses text, other formats under the wrong name, truncated heads and unknown extensions', () => {
    expect(sniff('png', Buffer.from('<script>alert(1)</script>'))).toBe('mismatch');
    expect(sniff('jpg', SAMPLES.png)).toBe('mismatch');
    expect(sniff('gif', Buffer.from('GIF8'))).toBe('mismatch');
    expect(sniff('webp', bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBe('mismatch');
    expect(sniff('bmp', Buffer.from('BM is a short note'))).toBe('mismatch');
    expect(sniff('png', Buffer.alloc(0))).toBe('mismatch');
    expect(sniff('svg', Buffer.from('<svg/>'))).toBe('mismatch');
  });

  it('knows documents, archives and media by their first bytes, and text by having no NUL byte', () => {
    const zip = bytes('PK', 3, 4, 20, 0);
    const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
    const ok = {
      pdf: bytes('%PDF-1.7\n'),
      docx: zip,
      xlsx: zip,
      pptx: zip,
      zip,
      doc: ole,
      xls: ole,
      ppt: ole,
      rar: bytes('Rar!', 0x1a, 0x07, 0),
      '7z': bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c),
      mp3: bytes('ID3', 4, 0),
      mp4: bytes(0, 0, 0, 0x20, 'ftypisom'),
      txt: Buffer.from('第一行\nsecond line'),
    };
    for (const [extension, data] of Object.entries(ok)) expect(sniff(extension, data), extension).toBe('ok');
    expect(sniff('docx', Buffer.from('plain words'))).toBe('mismatch');
    expect(sniff('pdf', ole)).toBe('mismatch');
    expect(sniff('txt', bytes('abc', 0, 'def'))).toBe('mismatch');
    expect(sniff('exe', bytes('%PDF-1.7'))).toBe('mismatch');
  });

  it('calls a program or script an executable under any name', () => {
    for (const head of [
      bytes('MZ', 0x90, 0),
      bytes(0x7f, 'ELF', 2, 1),
      bytes(0xcf, 0xfa, 0xed, 0xfe),
      bytes(0xca, 0xfe, 0xba, 0xbe),
      bytes('#!/bin/sh\nrm -rf /'),
    ])
      for (const extension of ['pdf', 'txt', 'png', 'docx'])
        expect(sniff(extension, head), extension).toBe('executable');
  });
});
