// Checks the relative links of the project's Markdown: README.md, docs/**/*.md and schemas/README.md.
// A link `[text](target)` (or an image, or a reference definition `[ref]: target`) whose target has no
// scheme (http:, https:, mailto:… are left alone) must name a file or directory that exists, relative to
// the Markdown file; a `#anchor` must be a heading of the target Markdown file (or of the same file for
// `#anchor` alone), slugified as GitHub does. Code blocks and inline code are skipped.
//
//   node scripts/check-doc-links.mjs    prints each broken link as file:line target, exit 1 if any
//
// No dependency: tests/docs/doc-links.test.ts imports checkDocLinks.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Markdown files checked, relative to root: README.md, docs/**\/*.md, schemas/README.md (those that exist). */
export function docFiles(root) {
  const files = [];
  if (existsSync(join(root, 'README.md'))) files.push('README.md');
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.md')) files.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk('docs');
  if (existsSync(join(root, 'schemas', 'README.md'))) files.push('schemas/README.md');
  return files;
}

/**
 * GitHub's heading anchor: the heading's text, lower-cased, every character that is not a letter, a
 * mark, a digit, a connector (`_`), a space or a hyphen removed, then each space a hyphen. CJK characters
 * are letters, so they stay.
 */
export function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** A heading's text as GitHub renders it: links become their text, code and emphasis marks go. */
function headingText(raw) {
  return raw
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .replace(/(^|\s)_+|_+(\s|$)/g, '$1$2')
    .trim();
}

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(text) {
  const out = [];
  let fence = null;
  text.split(/\r?\n/).forEach((line, i) => {
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) fence = null;
      return;
    }
    if (open) {
      fence = open[1];
      return;
    }
    out.push({ line, number: i + 1 });
  });
  return out;
}

/** The anchors a Markdown file offers: its headings' slugs (repeats get -1, -2…) and explicit `<a id|name>`. */
export function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const { line } of proseLines(text)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slugify(headingText(heading[1]));
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const a of line.matchAll(/<a\s+(?:[^>]*\s)?(?:id|name)=["']([^"']+)["']/gi)) anchors.add(a[1]);
  }
  return anchors;
}

/** Relative link targets of a Markdown text: { line, target }. Inline code spans are skipped. */
export function linksOf(text) {
  const links = [];
  for (const { line, number } of proseLines(text)) {
    const prose = line.replace(/(`+)(?:(?!\1).)+?\1/g, (m) => ' '.repeat(m.length));
    // [text](target) and ![alt](target); the target may be <…> and may carry a "title".
    for (const m of prose.matchAll(/!?\[(?:[^\][]|\[[^\]]*\])*\]\(\s*(<[^>]*>|(?:[^()\s]|\([^()\s]*\))*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g)) {
      links.push({ line: number, target: m[1].replace(/^<|>$/g, '') });
    }
    // [ref]: target
    const def = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(prose);
    if (def) links.push({ line: number, target: def[1].replace(/^<|>$/g, '') });
  }
  return links.filter(({ target }) => target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//'));
}

const decode = (s) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * Every broken relative link of the project's Markdown under root: { file, line, target, reason },
 * file relative to root with forward slashes. `files` (relative paths) narrows the set checked.
 */
export function checkDocLinks(root, files = docFiles(root)) {
  const broken = [];
  const anchorCache = new Map();
  const anchorsAt = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
    return anchorCache.get(path);
  };
  for (const file of files) {
    const from = resolve(root, file);
    for (const { line, target } of linksOf(readFileSync(from, 'utf8'))) {
      const hash = target.indexOf('#');
      const pathPart = decode(hash === -1 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
      const anchor = hash === -1 ? null : decode(target.slice(hash + 1));
      const to = pathPart === '' ? from : resolve(dirname(from), pathPart);
      const report = (reason) => broken.push({ file: relative(root, from).split(sep).join('/'), line, target, reason });
      if (!existsSync(to)) {
        report('no such file');
        continue;
      }
      if (anchor === null || anchor === '') continue;
      if (!statSync(to).isFile() || !to.endsWith('.md')) continue; // anchors are checked in Markdown only
      if (!anchorsAt(to).has(anchor)) report('no such heading');
    }
  }
  return broken;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const broken = checkDocLinks(root);
  for (const b of broken) console.log(`${b.file}:${b.line} ${b.target} (${b.reason})`);
  if (broken.length > 0) {
    console.log(`${broken.length} broken link${broken.length === 1 ? '' : 's'}`);
    process.exit(1);
  }
  console.log(`links ok: ${docFiles(root).join(', ')}`);
}
