export function checkLayers(root: string): string[];
export function folderOf(path: string): string | null;
export function importsOf(root: string): { from: string; to: string; line: number }[];
