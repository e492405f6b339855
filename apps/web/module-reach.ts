import path from 'node:path';
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type Group = NonNullable<CodeSplitting['groups']>[number];
export type NameFunction = Extract<Group['name'], (...args: never[]) => unknown>;
export type ChunkingContext = Parameters<NameFunction>[1];

/** A library's index that only re-exports its parts (Mantine, Tabler icons): many imports, no code of its own. */
const BARREL_IMPORTS = 15;
const STATEMENT = /\b(import|export)\s*(\*\s*as\s+[\w$]+|\*|[\w$]+\s*,\s*\{[^}]*\}|[\w$]+|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;

const normal = (id: string) => id.replaceAll('\\', '/');

/** `{ a, b as c }` as [imported, local] pairs. */
function names(list: string): [string, string][] {
  const inner = /\{([^}]*)\}/.exec(list)?.[1] ?? '';
  return inner
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [from = '', as = from] = part.split(/\s+as\s+/);
      return [from.trim(), as.trim()];
    });
}

/**
 * The modules a set of modules runs, statically (and lazily when asked), following a library
 * index only to the parts imported from it. Rolldown's module graph links a module importing
 * `Button` from `@mantine/core` to the whole index, and through it to every component: a closure
 * over that graph would say the console's log-in page needs every Mantine component and icon.
 */
export function moduleReach(ctx: ChunkingContext) {
  const barrels = new Map<string, { named: Map<string, string>; stars: string[] } | null>();
  const barrel = (id: string) => {
    if (barrels.has(id)) return barrels.get(id);
    const info = ctx.getModuleInfo(id);
    let parsed: { named: Map<string, string>; stars: string[] } | null = null;
    if (info?.code && normal(id).includes('/node_modules/') && info.importedIds.length >= BARREL_IMPORTS) {
      const local = new Map<string, string>();
      const named = new Map<string, string>();
      const stars: string[] = [];
      const resolve = (spec: string) => {
        // `export * from '@tanstack/query-core'`: another package's index.
        if (!spec.startsWith('.')) return info.importedIds.find((imported) => normal(imported).includes(`/node_modules/${spec}/`));
        const wanted = normal(path.resolve(path.dirname(id), spec));
        return info.importedIds.find((imported) => normal(imported) === wanted);
      };
      for (const [, kind = '', clause = '', spec = ''] of info.code.matchAll(STATEMENT)) {
        const target = resolve(spec);
        if (!target) continue;
        if (clause.startsWith('*')) {
          if (kind === 'export' && clause === '*') stars.push(target);
          else local.set(clause.replace(/^\*\s*as\s+/, ''), target);
          continue;
        }
        for (const [, as] of names(clause)) (kind === 'import' ? local : named).set(as, target);
      }
      for (const match of info.code.matchAll(/\bexport\s*\{([^}]*)\}\s*;/g)) {
        for (const [from, as] of names(`{${match[1] ?? ''}}`)) {
          const target = local.get(from);
          if (target) named.set(as, target);
        }
      }
      parsed = { named, stars };
    }
    barrels.set(id, parsed);
    return parsed;
  };

  /** The module an index exports `name` from, through the indexes it re-exports whole. */
  const exporter = (id: string, name: string, depth = 0): string | undefined => {
    const parts = barrel(id);
    if (!parts || depth > 4) return undefined;
    const found = parts.named.get(name);
    if (found) return found;
    for (const star of parts.stars) {
      const inner = exporter(star, name, depth + 1);
      if (inner) return inner;
    }
    return undefined;
  };

  /** The modules `id` imports, a library index replaced by the parts `id` takes from it. */
  const imports = (id: string): string[] => {
    const info = ctx.getModuleInfo(id);
    if (!info) return [];
    const result = new Set(info.importedIds);
    for (const [, , clause = '', spec = ''] of (info.code ?? '').matchAll(STATEMENT)) {
      if (spec.startsWith('.') || spec.startsWith('/')) continue;
      const target = info.importedIds.find((imported) => normal(imported).includes(`/node_modules/${spec}/`));
      const parts = target ? barrel(target) : null;
      if (!target || !parts || clause.startsWith('*') || !clause.includes('{')) continue;
      const wanted = names(clause).map(([from]) => exporter(target, from));
      // A name not found in the index's lines: keep the whole index (too much, never too little).
      if (wanted.some((part) => !part)) continue;
      result.delete(target);
      for (const part of wanted) if (part) result.add(part);
    }
    return [...result];
  };

  return (starts: Iterable<string>, lazy: boolean, into = new Set<string>()) => {
    const stack = [...starts];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (into.has(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      into.add(id);
      stack.push(...imports(id));
      if (lazy) stack.push(...info.dynamicallyImportedIds);
    }
    return into;
  };
}
