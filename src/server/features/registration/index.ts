// A registration: create, update, read and resend its login code (SPEC.md sections 2-5), the lookups its
// form reads, its lifecycle through the review machine (audited, with its letters) and its editability.
// Other features and the app import this feature only from here (scripts/lint-layers.mjs).
export { candidateNameOf, candidateShortNameOf } from './candidate-name';
export { whileEditable } from './editable';
export { jobLevelNameOf, provisionsOf, type Provision } from './entry-facts';
export { registrationHandlers } from './handlers';
export { loginLink } from './login-link';
export { commonHandlers } from './lookup-handlers';
export { checkNationalIdKeys, openNationalId, resealNationalIds, type ResealResult } from './national-id';
export { readRegistration } from './read';
export { statusChanges, type StatusChange } from './status-changes';
export { applyTransition, lockRegistration, reviewContextOf, transitionRegistration } from './transition';
