// Types of the limits generator (the schema-change test runs it on a changed schema copy).
export default function programmeLimits(root: string): Promise<{ path: string; content: string }[]>;
