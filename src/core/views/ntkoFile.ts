import { API_BASE } from '../constants';

/** A file the /ntko page can offer for download. */
export interface NtkoFile {
  /** What the link shows: the `name` parameter, or the path's last part. */
  name: string;
  /** An address below /platform/sys/common/static/ (public files), fetched by a plain link. */
  href?: string;
  /** A path below /sys/common/private/ (attachments), fetched with the session. */
  privatePath?: string;
}

const STATIC_PREFIX = `${API_BASE}/sys/common/static/`;
const PRIVATE_PREFIX = `${API_BASE}/sys/common/private/`;

function safeSegments(path: string): string[] | null {
  const segments = path.split('/');
  if (
    segments.some(
      (segment) => segment === '' || segment === '.' || segment === '..' || segment.includes('\\'),
    )
  )
    return null;
  return segments;
}

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The file of /ntko's `file` parameter, served by our own file routes only: an upload path
 * (`files/20261124/report.docx`), or an address below /platform/sys/common/static/ or …/private/. Anything
 * else — another site, `javascript:`, `..` — is null, so the page can never link elsewhere.
 *
 * @example
 * ntkoFileOf('files/20261124/report.docx') // { name: 'report.docx', href: '/platform/sys/common/static/files/20261124/report.docx' }
 * ntkoFileOf('https://evil.example/x.doc') // null
 */
export function ntkoFileOf(file: string | null, name?: string | null): NtkoFile | null {
  if (!file) return null;
  let kind: 'static' | 'private' = 'static';
  let path = file.trim();
  if (path.startsWith(STATIC_PREFIX)) path = path.slice(STATIC_PREFIX.length);
  else if (path.startsWith(PRIVATE_PREFIX)) {
    path = path.slice(PRIVATE_PREFIX.length);
    kind = 'private';
  } else if (path.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(path)) return null;
  const plain = decoded(path.split(/[?#]/)[0]);
  const segments = plain === null ? null : safeSegments(plain);
  if (!segments) return null;
  const address = segments.map(encodeURIComponent).join('/');
  const shown = name?.trim() || segments[segments.length - 1];
  return kind === 'static'
    ? { name: shown, href: `${STATIC_PREFIX}${address}` }
    : { name: shown, privatePath: `/sys/common/private/${address}` };
}
