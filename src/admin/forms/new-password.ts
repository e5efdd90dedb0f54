// What a new staff password's field says before anything is typed: the length of
// schemas/admin/staff-common.schema.json and the server's "not guessable" rule (src/server/features/staff/password.ts),
// on the enrolment page and on 我的帳號 alike.
import staffRules from '../../../schemas/admin/staff-common.schema.json';

export const NEW_PASSWORD_DESCRIPTION = `至少 ${staffRules.$defs.newPassword.minLength} 個字元；常見、外洩或容易猜到的密碼不能使用。建議用 4 個以上不相關的詞組成一句話，或使用密碼管理工具產生的密碼。`;
