/** Reads a V8 .cpuprofile (node --cpu-prof) into the functions that took the most CPU themselves. */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * The `top` functions by self time over every profile in `dir`, as `{ name, where, ms, share }` rows,
 * idle and GC kept as their own rows so the share of real work is visible.
 *
 * @example
 * topFunctions('/tmp/prof', 15) // [{ name: 'all', where: 'better-sqlite3 …', ms: 812, share: 0.21 }, …]
 */
export function topFunctions(dir, top = 15) {
  const self = new Map();
  let total = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, i) => {
      const { functionName, url, lineNumber } = byId.get(id).callFrame;
      const where = url ? `${shortUrl(url)}:${lineNumber + 1}` : '';
      const key = `${functionName || '(anonymous)'}\u0000${where}`;
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      self.set(key, (self.get(key) ?? 0) + ms);
      total += ms;
    });
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, ms]) => {
      const [name, where] = key.split('\u0000');
      return { name, where, ms: Math.round(ms), share: ms / total };
    });
}

/** node_modules/<package>/… or the file under the project, so rows stay short. */
function shortUrl(url) {
  const path = url.replace(/^file:\/\//, '');
  const at = path.lastIndexOf('node_modules/');
  if (at >= 0) return path.slice(at + 'node_modules/'.length);
  const inProject = path.indexOf('/server/');
  return inProject >= 0 ? path.slice(inProject + 1) : basename(path);
}
