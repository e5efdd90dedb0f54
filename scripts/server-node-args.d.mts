// Types of ./server-node-args.mjs for the TypeScript that imports it (tests/server/server-bundle.test.ts).
export declare const serverNodeArgs: string[];
export declare const serverEnv: Record<string, string>;
