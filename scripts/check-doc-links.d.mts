// Types of the documentation link checker (tests/docs/doc-links.test.ts imports it).
export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  reason: 'no such file' | 'no such heading';
}
export function docFiles(root: string): string[];
export function slugify(text: string): string;
export function anchorsOf(text: string): Set<string>;
export function linksOf(text: string): { line: number; target: string }[];
export function checkDocLinks(root: string, files?: string[]): BrokenLink[];
