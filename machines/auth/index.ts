export { authMachine, type AuthMachine, type AuthContext, type AuthEvent, type AuthInput, type AuthUser, type SignInInput } from './auth-machine';
