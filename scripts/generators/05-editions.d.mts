export default function editions(root: string): Promise<{ path: string; content: string }[]>;
