// Inside the router: after a sign-out (or a session the server ended) the visitor goes home.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './auth-context';

export function useLeaveOnSignOut(): void {
  const { onLeave } = useAuth();
  const navigate = useNavigate();
  useEffect(() => onLeave(() => void navigate('/')), [onLeave, navigate]);
}
