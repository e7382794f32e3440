/**
 * Where uploaded files live: DATA_DIR/uploads/<biz>/<yyyyMMdd>/<32 random hex>.<ext>. The server names
 * every file itself (never the client's name), so a stored path has one strict shape, and a path that
 * does not have it — '..', an absolute path, an encoded slash, a backslash — is refused before the file
 * system is asked anything.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { CONTENT_TYPES } from '../filetype/types';

/** The folder of uploads without a `biz`. */
export const DEFAULT_BIZ = 'files';
/** What `biz` may be (UploadQuery.biz). */
export const BIZ = /^[\w-]{0,32}$/;
/** The one shape of a stored file's path below the uploads folder. */
const STORED_PATH = /^[\w-]{1,32}\/\d{8}\/[0-9a-f]{32}\.([a-z0-9]{1,5})$/;

/** yyyyMMdd of the server's local day. */
function dayFolder(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
}

/**
 * Writes `data` under a new random name and returns its path below `uploadDir`, with '/' separators.
 *
 * @example
 * await storeUpload('/data/uploads', 'avatar', 'png', data, now) // 'avatar/20261123/3f9c…e1.png'
 */
export async function storeUpload(
  uploadDir: string,
  biz: string,
  extension: string,
  data: Buffer,
  now: Date,
): Promise<string> {
  const folder = `${biz || DEFAULT_BIZ}/${dayFolder(now)}`;
  const path = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  await mkdir(join(uploadDir, folder), { recursive: true });
  // 'wx': never overwrite, however unlikely a repeated random name is.
  await writeFile(join(uploadDir, path), data, { flag: 'wx' });
  return path;
}

/** A stored file, ready to stream. */
export interface StoredFile {
  file: string;
  contentType: string;
  extension: string;
  size: number;
}

/**
 * The file a request path names, or 'invalid' for a path that is not the shape of a stored file (or
 * would leave the uploads folder), or 'missing' when there is no such file.
 *
 * @example
 * await findStored('/data/uploads', 'files/20261123/3f9c…e1.png') // { file, contentType: 'image/png', ... }
 * await findStored('/data/uploads', '../../etc/passwd')           // 'invalid'
 */
export async function findStored(
  uploadDir: string,
  path: string,
): Promise<StoredFile | 'invalid' | 'missing'> {
  const match = STORED_PATH.exec(path);
  const contentType = match ? CONTENT_TYPES.get(match[1]) : undefined;
  if (!match || !contentType) return 'invalid';
  const root = resolve(uploadDir);
  const file = resolve(root, path);
  // The pattern already rules escaping out; this is the second lock on the same door.
  if (!file.startsWith(root + sep)) return 'invalid';
  try {
    const info = await stat(file);
    return info.isFile() ? { file, contentType, extension: match[1], size: info.size } : 'missing';
  } catch {
    return 'missing';
  }
}
