// Registrant sessions: sign-in by registration number and upload login code, renewal, sign-out, the
// user info the pages read, and the ownership check of x-owner.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { authHandlers } from './handlers';
export { Sessions } from './sessions';
export { userInfo } from './user-info';
export { assertOwner } from './ownership';
