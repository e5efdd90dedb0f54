// Types of ./server-bundle.mjs for the TypeScript that imports it (tests/server/server-bundle.test.ts).
export declare const SERVER_ENTRIES: Record<string, string>;
export declare function buildServerBundle(): Promise<string>;
export declare function serverLaunch(
  settings?: Record<string, string>,
  options?: { nodeArgs?: string[] },
): Promise<{ args: string[]; env: NodeJS.ProcessEnv }>;
