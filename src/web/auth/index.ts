export { AuthProvider } from './auth-provider';
export { useAuth, type AuthState, type AuthStatus } from './auth-context';
export { useLeaveOnSignOut } from './use-leave-on-sign-out';
