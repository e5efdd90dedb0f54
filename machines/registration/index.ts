export {
  registrationMachine,
  SubmitFailure,
  PROVISION_WAIT,
  type RegistrationMachine,
  type RegistrationContext,
  type RegistrationEvent,
  type RegistrationInput,
  type RegistrationMode,
  type SubmitInput,
  type SubmitResult,
} from './registration-machine';
export * from './form-rules';
