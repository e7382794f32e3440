/**
 * Where uploaded files live: <biz>/<yyyyMMdd>/<32 random hex>.<ext>, below DATA_DIR/uploads by default
 * (DiskStore) or in an S3 bucket when one is configured (object-store.ts). The server names every file
 * itself (never the client's name), so a stored path has one strict shape, and a path that does not have
 * it — '..', an absolute path, an encoded slash, a backslash — is refused before any store is asked.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { CONTENT_TYPES } from '../filetype/types';

/** The folder of uploads without a `biz`. */
export const DEFAULT_BIZ = 'files';
/** What `biz` may be (UploadQuery.biz). */
export const BIZ = /^[\w-]{0,32}$/;
/** The folder of files served to signed-in users only. */
export const PRIVATE_PREFIX = 'private/';
/** The one shape of a stored file's path: [private/]<biz>/<yyyyMMdd>/<32 hex>.<ext>. */
const STORED_PATH = /^(private\/)?[\w-]{1,32}\/\d{8}\/[0-9a-f]{32}\.([a-z0-9]{1,5})$/;

/** yyyyMMdd of the server's local day. */
function dayFolder(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
}

/**
 * A new stored path for a file of `extension` (lower case, allowed), with '/' separators; under private/
 * for a file only signed-in users may fetch.
 *
 * @example
 * newStoredPath('avatar', 'png', now)          // 'avatar/20261123/3f9c…e1.png'
 * newStoredPath('contract', 'pdf', now, true)  // 'private/contract/20261123/8d1a…07.pdf'
 */
export function newStoredPath(biz: string, extension: string, now: Date, isPrivate = false): string {
  const name = `${biz || DEFAULT_BIZ}/${dayFolder(now)}/${randomBytes(16).toString('hex')}.${extension}`;
  return isPrivate ? `${PRIVATE_PREFIX}${name}` : name;
}

/** Where public files are served (GET, no session: <img> sends no header). */
export const STATIC_BASE = '/platform/sys/common/static';
/** Where private files are served (GET with X-Access-Token). */
export const PRIVATE_BASE = '/platform/sys/common/private';

/**
 * The address a stored file is served at: the upload's `result`.
 *
 * @example
 * addressOf('files/20261123/3f9c…e1.png')            // '/platform/sys/common/static/files/20261123/3f9c…e1.png'
 * addressOf('private/contract/20261123/8d1a…07.pdf') // '/platform/sys/common/private/contract/20261123/8d1a…07.pdf'
 */
export function addressOf(path: string): string {
  return path.startsWith(PRIVATE_PREFIX)
    ? `${PRIVATE_BASE}/${path.slice(PRIVATE_PREFIX.length)}`
    : `${STATIC_BASE}/${path}`;
}

/** What a stored path says of its file. */
export interface StoredShape {
  extension: string;
  contentType: string;
  /** Under private/: served to signed-in users only. */
  isPrivate: boolean;
}

/**
 * The extension, content type and privacy of a path of the stored shape, or null for any other path.
 *
 * @example
 * parseStoredPath('files/20261123/3f9c…e1.png') // { extension: 'png', contentType: 'image/png', isPrivate: false }
 * parseStoredPath('../../etc/passwd')           // null
 */
export function parseStoredPath(path: string): StoredShape | null {
  const match = STORED_PATH.exec(path);
  const contentType = match ? CONTENT_TYPES.get(match[2]) : undefined;
  return match && contentType
    ? { extension: match[2], contentType, isPrivate: match[1] !== undefined }
    : null;
}

/** A stored file, ready to stream. */
export interface OpenedFile {
  size: number;
  body: Readable;
}

/** Where files are kept: the disk, or object storage. Paths are of the stored shape, already checked. */
export interface FileStore {
  save(path: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  open(path: string): Promise<OpenedFile | null>;
}

/**
 * Files in a folder of the server's disk (DATA_DIR/uploads), created on the first upload.
 *
 * @example
 * const store = new DiskStore('/data/uploads');
 * await store.save('files/20261123/3f9c…e1.png', data, 'image/png');
 * await store.open('files/20261123/3f9c…e1.png') // { size, body }
 */
export class DiskStore implements FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async save(path: string, data: Buffer): Promise<void> {
    const file = this.fileOf(path);
    await mkdir(dirname(file), { recursive: true });
    // 'wx': never overwrite, however unlikely a repeated random name is.
    await writeFile(file, data, { flag: 'wx' });
  }

  async open(path: string): Promise<OpenedFile | null> {
    const file = this.fileOf(path);
    try {
      const info = await stat(file);
      return info.isFile() ? { size: info.size, body: createReadStream(file) } : null;
    } catch {
      return null;
    }
  }

  private fileOf(path: string): string {
    const file = resolve(this.root, path);
    // The shape already rules escaping out; this is the second lock on the same door.
    if (!parseStoredPath(path) || !file.startsWith(this.root + sep))
      throw new Error(`Not a stored path: ${path}`);
    return file;
  }
}
