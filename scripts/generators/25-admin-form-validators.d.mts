// Types of the admin form generator (the schema-change test runs it on a changed schema copy).
export const ADMIN_FORM_SCHEMAS: string[];
export const JUDGING_FORM_SCHEMAS: string[];
export default function adminFormValidators(root: string): Promise<{ path: string; content: string }[]>;
